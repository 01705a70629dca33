import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { GRADE_INPUT_ID } from './focus-targets';
import { submissionWorld } from '../../../server/test/submission-world';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name: `Grading ${name}` });
const selectedStudent = () => new URL(window.location.href).searchParams.get('student');

// jsdom has no matchMedia (a browser API, not ours): a desktop-width window, where the rail is not folded.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});

describe('the grading view, against the real API', () => {
  it('selects the first student, moves with j and k, and ignores the keys while typing', async () => {
    const { app, w, assignmentId, students } = submissionWorld();
    const { user } = renderApp(app, `/courses/${w.course.id}/assignments/${assignmentId}/grade`, 'teacher-token');
    // The rail is in sortable-name order: Abbott, Second, Student, Third.
    await heading('Abe Abbott');
    await waitFor(() => expect(selectedStudent()).toBe(String(students.abe)));
    const rail = screen.getByRole('navigation', { name: 'Students' });
    await waitFor(() => expect(within(rail).getAllByRole('link')).toHaveLength(4));

    fireEvent.keyDown(document.body, { key: 'j' });
    await heading('Nia Second');
    expect(selectedStudent()).toBe(String(students.nia));
    fireEvent.keyDown(document.body, { key: 'n' });
    await heading('Sam Student');
    fireEvent.keyDown(document.body, { key: 'k' });
    await heading('Nia Second');
    expect(within(rail).getByRole('link', { current: 'page' }).textContent).toContain('Nia Second');

    const search = within(rail).getByRole('searchbox', { name: 'Search students' });
    // One character at a time, which never starts a search (two would, 300 ms later, and empty the rail).
    await user.type(search, 'j{Backspace}k{Backspace}');
    expect(selectedStudent()).toBe(String(students.nia));
    fireEvent.keyDown(document.body, { key: 'j', ctrlKey: true });
    expect(selectedStudent()).toBe(String(students.nia));

    // g goes to the grade; arrow keys move through the rail's links, Enter follows one.
    fireEvent.keyDown(document.body, { key: 'g' });
    expect(document.activeElement?.id).toBe(GRADE_INPUT_ID);
    within(rail).getByRole('link', { current: 'page' }).focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Sam Student'));
    await user.keyboard('{Enter}');
    await heading('Sam Student');
  });

  it('keeps its own name order and j/k neighbours against a server that orders by user id, as Canvas does', async () => {
    // User ids run Sam, Nia, Omar, Abe: Canvas's order (submissions_api_controller#index) is not the alphabet.
    const { app, w, assignmentId, students } = submissionWorld({ extensions: false });
    renderApp(app, `/courses/${w.course.id}/assignments/${assignmentId}/grade`, 'teacher-token');
    await heading('Abe Abbott');
    const rail = screen.getByRole('navigation', { name: 'Students' });
    await waitFor(() =>
      expect(within(rail).getAllByRole('link').map((link) => link.textContent)).toEqual([
        expect.stringContaining('Abe Abbott'),
        expect.stringContaining('Nia Second'),
        expect.stringContaining('Sam Student'),
        expect.stringContaining('Omar Third'),
      ]),
    );
    fireEvent.keyDown(document.body, { key: 'j' });
    await heading('Nia Second');
    expect(selectedStudent()).toBe(String(students.nia));
  });

  it('grades by keyboard: Enter saves and leaves the field, Shift+Enter saves and moves on, Escape leaves and saves', async () => {
    const { app, w, assignmentId, students } = submissionWorld();
    const { user } = renderApp(app, `/courses/${w.course.id}/assignments/${assignmentId}/grade`, 'teacher-token');
    const score = (userId: number) =>
      app.db.prepare<[number, number], { score: number | null }>('SELECT score FROM submissions WHERE assignment_id = ? AND user_id = ?').get(assignmentId, userId)?.score;
    await heading('Abe Abbott');
    await screen.findByLabelText('Grade for Abe Abbott');

    // Enter saves and stays on the student; focus goes back to the view, so j is a shortcut, not text.
    await user.keyboard('g7{Enter}');
    await waitFor(() => expect(score(students.abe)).toBe(7));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    await user.keyboard('j');
    await heading('Nia Second');
    expect(screen.getByLabelText<HTMLInputElement>('Grade for Nia Second').value).toBe('');

    // Shift+Enter saves and moves to the next student with their grade focused, ready to be typed.
    await user.keyboard('g8{Shift>}{Enter}{/Shift}');
    await heading('Sam Student');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Grade for Sam Student')));
    await waitFor(() => expect(score(students.nia)).toBe(8));

    // Escape leaves the field for the view; what was typed is saved, as leaving by Tab does, never dropped.
    await user.keyboard('9{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    await waitFor(() => expect(score(students.sam)).toBe(9));
    await user.keyboard('k');
    await heading('Nia Second');
  });

  it('says an unknown student is not found and keeps the rail usable', async () => {
    const { app, w, assignmentId } = submissionWorld();
    const { user } = renderApp(app, `/courses/${w.course.id}/assignments/${assignmentId}/grade?student=999999`, 'teacher-token');
    expect(await screen.findByRole('heading', { name: 'Student not found' })).toBeTruthy();
    const rail = screen.getByRole('navigation', { name: 'Students' });
    await user.click(await within(rail).findByRole('link', { name: /Omar Third/ }));
    await heading('Omar Third');
  });

  it('shows a student the not-allowed page', async () => {
    const { app, w, assignmentId } = submissionWorld();
    renderApp(app, `/courses/${w.course.id}/assignments/${assignmentId}/grade`, 'student-token');
    expect(await screen.findByRole('heading', { name: "You don't have permission to view this page" })).toBeTruthy();
  });
});
