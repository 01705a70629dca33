import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accessibleDescription } from '@/test/accessible-description';
import { renderApp } from '@/test/render-app';
import { assignmentWorld } from '../../../server/test/assignment-world';
import { CourseWorkData } from '../../../server/test/course-work-data';

describe('the assignment editor, against the real API', () => {
  it('puts the server’s refusal next to its field, focused, and keeps every other change', async () => {
    const { app, course, student, created } = assignmentWorld();
    const { id } = await created({ name: 'Turned in', published: true, submission_types: ['online_text_entry'] });
    // A student has turned it in: Canvas refuses to unpublish it, and only the server knows that.
    app.db.prepare(`UPDATE submissions SET submission_type = 'online_text_entry', workflow_state = 'submitted' WHERE assignment_id = ? AND user_id = ?`).run(id, student);
    const { user } = renderApp(app, `/courses/${course.id}/assignments/${id}/edit`, 'teacher-token');

    const name = await screen.findByRole<HTMLInputElement>('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Turned in, renamed');
    const published = screen.getByRole('checkbox', { name: 'Published' });
    await user.click(published);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await screen.findByText("Can't unpublish if there are student submissions");
    expect(document.activeElement).toBe(published);
    expect(published.getAttribute('aria-invalid')).toBe('true');
    expect(accessibleDescription(published)).toContain("Can't unpublish if there are student submissions");
    expect(name.value).toBe('Turned in, renamed');
    const stored = await app.get(`/api/v1/courses/${course.id}/assignments/${id}`, 'teacher-token');
    expect(stored.body).toMatchObject({ name: 'Turned in', published: true });
  });

  it('saves "Anonymous grading", and refuses it beside the field on a group assignment as the server does', async () => {
    const { app, course, created } = assignmentWorld();
    const category = new CourseWorkData(app.db).groupCategory(course.id);
    const { id } = await created({ name: 'Blind essay', published: true });
    const { user } = renderApp(app, `/courses/${course.id}/assignments/${id}/edit`, 'teacher-token');

    const anonymous = await screen.findByRole('checkbox', { name: 'Anonymous grading' });
    await user.click(anonymous);
    await user.click(screen.getByRole('checkbox', { name: 'This is a group assignment' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Group set/ }), String(category));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Anonymous grading cannot be used on a group assignment.');
    expect(document.activeElement).toBe(anonymous);

    await user.click(screen.getByRole('checkbox', { name: 'This is a group assignment' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText(/saved/i);
    const stored = await app.get(`/api/v1/courses/${course.id}/assignments/${id}`, 'teacher-token');
    expect(stored.body).toMatchObject({ anonymous_grading: true, post_manually: true, group_category_id: null });
  });

  it('gives a student the permission-denied page, not the form', async () => {
    const { app, course, created } = assignmentWorld();
    const { id } = await created({ name: 'Open', published: true });
    renderApp(app, `/courses/${course.id}/assignments/${id}/edit`, 'student-token');
    expect(await screen.findByRole('heading', { level: 1, name: "You don't have permission to edit assignments" })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });
});
