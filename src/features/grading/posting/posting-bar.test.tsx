import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assignmentSchema } from '@/api/schemas/assignment';
import { renderWithApi } from '@/test/render-app';
import { POLICY_FIELDS, postingWorld } from '../../../../server/test/posting-world';
import { GradingStats } from '../stats/grading-stats';
import { PostingBar } from './posting-bar';

/**
 * The posting controls against the real API (POST /api/graphql, then GET /api/v1/progress/:id until done): a
 * manually posted assignment on which only Sam is graded.
 */
async function world() {
  const w = postingWorld();
  const id = await w.assignment();
  await w.mutate('setAssignmentPostPolicy', { assignmentId: String(id), postManually: true }, POLICY_FIELDS);
  await w.grade(id, w.student, { submission: { posted_grade: '8' } });
  const { body } = await w.app.get(`${w.base}/${id}`, 'teacher-token');
  const assignment = assignmentSchema.parse(body);
  // As the grading header mounts them: the statistics load the submissions the posting bar counts.
  const header = (
    <>
      <GradingStats courseId={String(w.courseId)} assignment={assignment} />
      <PostingBar courseId={String(w.courseId)} assignment={assignment} />
    </>
  );
  return { ...w, id, header };
}

describe('PostingBar', () => {
  it('counts graded grades students cannot see, and posts those of graded students once confirmed', async () => {
    const w = await world();
    const { user } = renderWithApi(w.app, w.header, 'teacher-token');
    const bar = screen.getByRole('region', { name: 'Posting grades' });
    expect(await within(bar).findByText('1 graded, hidden from students')).toBeTruthy();
    expect(within(bar).getByRole('switch', { name: /Post grades manually/ })).toHaveProperty('checked', true);

    await user.click(within(bar).getByRole('button', { name: 'Post grades' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post grades' });
    await user.click(within(dialog).getByRole('radio', { name: 'Graded students only' }));
    expect(within(dialog).getByText(/visible to the 1 student with a grade/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Post grades' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Post grades' })).toBeNull());
    expect(w.postedAt(w.id)).toEqual({ [w.student]: true, [w.otherStudent]: false });
    await waitFor(() => expect(within(bar).queryByText(/hidden from students/)).toBeNull());
  });

  it('keeps the grader’s choice and says why when Canvas refuses, and switches the policy', async () => {
    const w = await world();
    const { user } = renderWithApi(w.app, w.header, 'teacher-token');
    const bar = screen.getByRole('region', { name: 'Posting grades' });
    await user.click(within(bar).getByRole('button', { name: 'Hide grades' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide grades' });
    await user.click(within(dialog).getByRole('radio', { name: 'Chosen sections' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Section B' }));
    // The assignment goes away under the grader: Canvas answers "not found".
    w.app.db.prepare(`UPDATE assignments SET workflow_state = 'deleted' WHERE id = ?`).run(w.id);
    await user.click(within(dialog).getByRole('button', { name: 'Hide grades' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('not found');
    expect(within(dialog).getByRole('checkbox', { name: 'Section B' })).toHaveProperty('checked', true);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    w.app.db.prepare(`UPDATE assignments SET workflow_state = 'published' WHERE id = ?`).run(w.id);
    await user.click(within(bar).getByRole('switch', { name: /Post grades manually/ }));
    await waitFor(() => expect(w.assignmentPolicy(w.id)).toBe(0));
  });
});
