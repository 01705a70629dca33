import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { submissionWorld } from '../../../../server/test/submission-world';

// jsdom has no matchMedia: a desktop-width window, where the rail is not folded.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
});

function openWorld(extensions = true) {
  const world = submissionWorld({ dueAt: '2020-01-01T00:00:00Z', extensions });
  const { app, w, assignmentId } = world;
  const stored = (userId: number) =>
    app.db.prepare<[number, number], { score: number | null; excused: number | null }>('SELECT score, excused FROM submissions WHERE assignment_id = ? AND user_id = ?').get(assignmentId, userId);
  const rendered = renderApp(app, `/courses/${w.course.id}/assignments/${assignmentId}/grade`, 'teacher-token');
  return { ...world, ...rendered, stored };
}

const rail = () => screen.getByRole('navigation', { name: 'Students' });
const box = (name: string) => within(rail()).getByRole<HTMLInputElement>('checkbox', { name: `Select ${name}` });

describe('bulk grading in the grading view', () => {
  it('says plainly in the preview that a server without the conflict check (a Canvas) will not protect later grades', async () => {
    const { user } = openWorld(false);
    await screen.findByRole('heading', { level: 1, name: 'Grading Abe Abbott' });
    await user.click(box('Abe Abbott'));
    await user.click(screen.getByRole('button', { name: 'Bulk grading' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excuse selected (1)…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excuse selected students' });
    expect(within(dialog).getByText(/does not check for grades given after this preview/)).toBeTruthy();
  });

  it('checks rail rows by Space and Shift+Arrow (focus still moving), then excuses them after a preview, with a result each', async () => {
    const { user, students, stored } = openWorld();
    await screen.findByRole('heading', { level: 1, name: 'Grading Abe Abbott' });
    const abe = await within(rail()).findByRole('link', { name: /^Abe Abbott/ });
    abe.focus();
    await user.keyboard(' ');
    expect(box('Abe Abbott').checked).toBe(true);
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Nia Second'));
    expect(box('Nia Second').checked).toBe(true);
    await user.keyboard(' ');
    expect(box('Nia Second').checked).toBe(false);
    // Shift+click checks the range from the last row toggled.
    await user.keyboard('{Shift>}');
    await user.click(box('Sam Student'));
    await user.keyboard('{/Shift}');
    expect([box('Nia Second').checked, box('Sam Student').checked, box('Omar Third').checked]).toEqual([true, true, false]);
    expect(within(rail()).getByRole('status').textContent).toBe('3 selected');

    await user.click(screen.getByRole('button', { name: 'Bulk grading' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excuse selected (3)…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excuse selected students' });
    const rows = within(dialog).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['Abe Abbott–Excused', 'Nia Second–Excused', 'Sam Student–Excused']);
    // Lectern's server checks each student against the preview (expected_updated_at), and said so with the rail.
    expect(within(dialog).queryByText(/does not check for grades given after this preview/)).toBeNull();
    expect(stored(students.abe)?.excused).toBeFalsy();
    await user.click(within(dialog).getByRole('button', { name: 'Change 3 students' }));

    const finished = await screen.findByRole('dialog', { name: 'Bulk grading finished' }, { timeout: 5000 });
    expect(within(finished).getByRole('status').textContent).toBe('3 saved, 0 refused');
    expect(within(finished).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Abe AbbottSaved: Excused', 'Nia SecondSaved: Excused', 'Sam StudentSaved: Excused',
    ]);
    for (const id of [students.abe, students.nia, students.sam]) expect(stored(id)?.excused).toBe(1);
    expect(stored(students.omar)?.excused).toBeFalsy();
    await user.click(within(finished).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(rail()).getByRole('link', { name: /^Abe Abbott/ }).textContent).toContain('Excused'));
    expect(box('Abe Abbott').checked).toBe(false);
  });

  it('sets a default grade for students without one: the grade is required, kept when going back, and a bad one is refused per student', async () => {
    const { user, app, w, assignmentId, students, stored } = openWorld();
    await app.send('PUT', `/api/v1/courses/${w.course.id}/assignments/${assignmentId}/submissions/${students.nia}`, 'teacher-token', { submission: { posted_grade: '9' } });
    await screen.findByRole('heading', { level: 1, name: 'Grading Abe Abbott' });
    await user.click(screen.getByRole('button', { name: 'Bulk grading' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Set default grade…' }));
    const form = await screen.findByRole('dialog', { name: 'Set default grade' });
    await user.click(within(form).getByRole('button', { name: 'Preview changes' }));
    expect(await within(form).findByText('Enter a grade, such as 8, 85% or B.')).toBeTruthy();
    await user.type(within(form).getByRole('textbox', { name: 'Grade' }), 'banana');
    await user.click(within(form).getByRole('button', { name: 'Preview changes' }));
    expect(await within(form).findByText('3 students will change:')).toBeTruthy();
    expect(within(form).queryByRole('row', { name: /Nia Second/ })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Back' }));
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'Grade' }).value).toBe('banana');
    await user.click(within(form).getByRole('button', { name: 'Preview changes' }));
    await user.click(await within(form).findByRole('button', { name: 'Change 3 students' }));
    const finished = await screen.findByRole('dialog', { name: 'Bulk grading finished' }, { timeout: 5000 });
    expect(within(finished).getByRole('status').textContent).toBe('0 saved, 3 refused');
    expect(within(finished).getAllByRole('listitem')[0]?.textContent).toMatch(/Refused: .+/);
    expect(stored(students.abe)?.score).toBeNull();
    expect(stored(students.nia)?.score).toBe(9);
  });
});
