import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { assignmentGroupWorld } from '../../../server/test/assignment-group-world';
import { CourseWorkData } from '../../../server/test/course-work-data';

const groupTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the assignments page, against the real API', () => {
  it('shows each group in position order with its assignments, dates and points', async () => {
    const world = assignmentGroupWorld();
    const { app, course, essay, student } = world;
    new CourseWorkData(app.db).override(essay, { students: [student] }, { dueAt: '2026-02-20T06:59:59Z' });
    app.db.prepare(`UPDATE assignments SET due_at = '2026-02-10T06:59:59Z' WHERE id = ?`).run(essay);
    renderApp(app, `/courses/${course.id}/assignments`, 'teacher-token');

    const labs = await screen.findByRole('region', { name: 'Labs' });
    expect(groupTitles()).toEqual(['Labs', 'Homework']);
    expect(within(labs).getByRole('link', { name: 'Lab 1' }).getAttribute('href')).toBe(`/courses/${course.id}/assignments/${world.lab}`);
    const homework = screen.getByRole('region', { name: 'Homework' });
    expect(within(homework).getByRole('button', { name: 'Publish Draft' }).getAttribute('aria-pressed')).toBe('false');
    expect(within(homework).getByRole('button', { name: 'Publish Essay' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(homework).getAllByText('10 pts')).toHaveLength(2);

    const multiple = within(homework).getByRole('button', { name: 'Multiple dates' });
    expect(multiple.getAttribute('aria-expanded')).toBe('false');
    multiple.click();
    await waitFor(() => expect(multiple.getAttribute('aria-expanded')).toBe('true'));
    expect(within(homework).getByText('Everyone else').closest('li')?.textContent).toMatch(/Feb \d+/);
  });

  it('collapses a group and remembers it for the tab', async () => {
    const { app, course } = assignmentGroupWorld();
    const { user, reload } = renderApp(app, `/courses/${course.id}/assignments`, 'teacher-token');
    const toggle = await screen.findByRole('button', { name: 'Labs' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Lab 1' })).toBeNull();

    reload();
    const again = await screen.findByRole('button', { name: 'Labs' });
    expect(again.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: 'Essay' })).toBeTruthy();
  });

  it('moves a group down from its menu and the server keeps the order', async () => {
    const { app, course } = assignmentGroupWorld();
    const { user, reload } = renderApp(app, `/courses/${course.id}/assignments`, 'teacher-token');
    await user.click(await screen.findByRole('button', { name: 'Actions for group Labs' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move down' }));
    expect(await screen.findByText('Moved Labs to position 2 of 2')).toBeTruthy();
    await waitFor(() => expect(groupTitles()).toEqual(['Homework', 'Labs']));

    reload();
    await screen.findByRole('region', { name: 'Labs' });
    expect(groupTitles()).toEqual(['Homework', 'Labs']);
  });

  it('deletes a group after asking, moving its assignments to another group', async () => {
    const { app, course } = assignmentGroupWorld();
    const { user } = renderApp(app, `/courses/${course.id}/assignments`, 'teacher-token');
    await user.click(await screen.findByRole('button', { name: 'Actions for group Labs' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete group…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the group Labs?' });
    expect(within(dialog).getByText(/holds 1 assignment\./)).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Its assignments').value).not.toBe('delete');
    await user.click(within(dialog).getByRole('button', { name: 'Delete group' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Labs' })).toBeNull());
    expect(within(screen.getByRole('region', { name: 'Homework' })).getByRole('link', { name: 'Lab 1' })).toBeTruthy();
  });

  it('gives a student the published assignments only, read-only', async () => {
    const { app, course } = assignmentGroupWorld();
    renderApp(app, `/courses/${course.id}/assignments`, 'student-token');
    expect(await screen.findByRole('link', { name: 'Essay' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lab 1' })).toBeTruthy();
    expect(screen.queryByText('Draft')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Publish / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New assignment' })).toBeNull();
  });

  it("puts a refused unpublish back and says why, in the server's words", async () => {
    const { app, course, essay, student } = assignmentGroupWorld();
    const work = new CourseWorkData(app.db);
    app.db.prepare('DELETE FROM submissions WHERE assignment_id = ?').run(essay);
    work.submission(essay, student);
    const { user } = renderApp(app, `/courses/${course.id}/assignments`, 'teacher-token');
    const toggle = await screen.findByRole('button', { name: 'Publish Essay' });
    await user.click(toggle);

    expect(await screen.findByText('Could not unpublish Essay')).toBeTruthy();
    expect(screen.getByText("Can't unpublish if there are student submissions")).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publish Essay' }).getAttribute('aria-pressed')).toBe('true'));
  });

  it('asks the server for the overdue bucket and keeps the filter in the URL', async () => {
    const { app, course } = assignmentGroupWorld();
    const { user } = renderApp(app, `/courses/${course.id}/assignments`, 'teacher-token');
    await user.click(await screen.findByRole('checkbox', { name: 'Overdue only' }));
    await waitFor(() => expect(window.location.search).toBe('?overdue=1'));
    // Nothing in this world has a past due date, so the server's overdue bucket is empty.
    expect(await screen.findByRole('heading', { name: 'No assignments match' })).toBeTruthy();
  });
});
