import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inDataRouter, renderWithApi } from '@/test/render-app';
import { GradePanelHarness } from '../grade-panel/grade-panel-harness';
import { rubricWorld } from '../../../../server/test/rubric-world';


async function setup() {
  const world = rubricWorld();
  const assignmentId = await world.assignment();
  await world.rubricOn(assignmentId);
  const rendered = renderWithApi(
    world.app,
    inDataRouter(<GradePanelHarness courseId={String(world.course.id)} assignmentId={String(assignmentId)} userIds={[world.student, world.otherStudent].map(String)} />),
    'teacher-token',
  );
  const assessment = async (userId: number) => {
    const path = `/api/v1/courses/${world.course.id}/assignments/${assignmentId}/submissions/${userId}?include[]=rubric_assessment`;
    return (await world.app.get(path, 'teacher-token')).body as { score: number | null; rubric_assessment?: Record<string, { points?: number; comments: string | null }> };
  };
  return { ...world, ...rendered, assignmentId, assessment };
}

const criterion = (name: RegExp) => screen.findByRole('group', { name });
const announced = () => screen.getAllByRole('status').map((node) => node.textContent).join(' ');

describe('grading with a rubric', () => {
  it('picks ratings with number keys, moves on by itself and by arrows, announces the total, and the rubric sets the score', async () => {
    const { user, student, assessment } = await setup();
    const thesis = await criterion(/^Thesis/);
    thesis.focus();
    // Ratings are listed highest first (Strong 4, Weak 1, None 0): 2 is "Weak".
    await user.keyboard('2');
    const evidence = await criterion(/^Evidence/);
    await waitFor(() => expect(document.activeElement).toBe(evidence));
    expect(announced()).toContain('Thesis: Weak, 1 points. Total 1 of 10.');
    await user.keyboard('1');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('group', { name: /^Style/ })));
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(thesis);
    await user.keyboard('1');
    expect(announced()).toContain('Thesis: Strong, 4 points. Total 7 of 10.');
    expect(within(thesis).getByRole('button', { name: /Strong/, pressed: true })).toBeTruthy();
    expect(screen.getByText('7 of 10 points')).toBeTruthy();

    await waitFor(async () => expect(await assessment(student)).toMatchObject({ score: 7, rubric_assessment: { [thesisId(thesis)]: { points: 4 } } }));
  });

  it('keeps a partial assessment and a typed criterion comment when the grader switches student and comes back', async () => {
    const { user, student, assessment } = await setup();
    const thesis = await criterion(/^Thesis/);
    thesis.focus();
    await user.keyboard('1');
    await user.type(within(thesis).getByRole('textbox', { name: 'Comment on Thesis' }), 'Sharp claim');
    // Switching by the pointer leaves the comment field, which hands it to the saving queue.
    await user.click(screen.getByRole('button', { name: 'Next student' }));
    await screen.findByRole('region', { name: 'Rubric for Student 2' });
    // The panel stays from student to student: nothing of the first student's shows for the second.
    const theirs = await criterion(/^Thesis/);
    expect(within(theirs).queryByRole('button', { pressed: true })).toBeNull();
    expect(within(theirs).getByRole<HTMLTextAreaElement>('textbox', { name: 'Comment on Thesis' }).value).toBe('');
    expect(within(theirs).getByText('Not assessed')).toBeTruthy();
    expect(theirs.tabIndex).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Next student' }));

    const back = await criterion(/^Thesis/);
    expect(within(back).getByRole('button', { name: /Strong/, pressed: true })).toBeTruthy();
    expect(within(back).getByRole<HTMLTextAreaElement>('textbox', { name: 'Comment on Thesis' }).value).toBe('Sharp claim');
    await waitFor(async () => expect((await assessment(student)).rubric_assessment).toMatchObject({ [thesisId(back)]: { points: 4, comments: 'Sharp claim' } }));
  });

  it('hands a comment still being typed to the student it was typed for when the student changes under it', async () => {
    const { user, student, otherStudent, assessment } = await setup();
    const thesis = await criterion(/^Thesis/);
    const box = within(thesis).getByRole<HTMLTextAreaElement>('textbox', { name: 'Comment on Thesis' });
    await user.type(box, 'Typed, not left');
    // A switch that does not take the focus first (j from elsewhere, the page's own navigation): no blur saves it.
    fireEvent.click(screen.getByRole('button', { name: 'Next student' }));
    await screen.findByRole('region', { name: 'Rubric for Student 2' });
    const theirs = await criterion(/^Thesis/);
    // The same box, emptied for the next student: the fields are not built again on every switch.
    expect(within(theirs).getByRole<HTMLTextAreaElement>('textbox', { name: 'Comment on Thesis' })).toBe(box);
    expect(box.value).toBe('');
    await waitFor(async () => expect((await assessment(student)).rubric_assessment).toMatchObject({ [thesisId(theirs)]: { comments: 'Typed, not left' } }));
    expect((await assessment(otherStudent)).rubric_assessment?.[thesisId(theirs)]?.comments ?? null).toBeNull();
  });

  it('keeps points it could not save for the student they were typed for, with the reason, and shows the next student none of it', async () => {
    const { user } = await setup();
    const style = await criterion(/^Style/);
    await user.type(within(style).getByRole('textbox', { name: 'Points for Style' }), 'lots');
    fireEvent.click(screen.getByRole('button', { name: 'Next student' }));
    await screen.findByRole('region', { name: 'Rubric for Student 2' });
    expect(within(await criterion(/^Style/)).getByRole<HTMLInputElement>('textbox', { name: 'Points for Style' }).value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();

    // The harness's two students: Next comes back to the first.
    await user.click(screen.getByRole('button', { name: 'Next student' }));
    await screen.findByRole('region', { name: 'Rubric for Student 1' });
    const points = within(await criterion(/^Style/)).getByRole<HTMLInputElement>('textbox', { name: 'Points for Style' });
    expect(points.value).toBe('lots');
    expect(points.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Points must be a number, 0 or more.');
  });
});

/** The criterion's id as the server made it, read back from the assignment the panel shows. */
function thesisId(group: HTMLElement): string {
  const id = group.getAttribute('data-criterion-id');
  if (!id) throw new Error('criterion without id');
  return id;
}
