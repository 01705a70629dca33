import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { createTestApp, type TestApp } from '../../../server/test/test-app';
import { standardWorld } from '../../../server/test/test-data';
import type { CanvasId } from '@/api/schemas/ids';

/** A course with one assignment (due and until) and a section override that sets only its own due date. */
async function seed(server: TestApp) {
  const world = standardWorld(server.data);
  const sectionId = server.data.section(world.course.id, 'Lab section');
  const base = `/api/v1/courses/${world.course.id}/assignments`;
  const assignment = await server.send('POST', base, 'teacher-token', {
    assignment: { name: 'Essay', due_at: '2026-02-06T06:59:59Z', lock_at: '2026-02-10T06:59:59Z', published: true },
  });
  const assignmentId = (assignment.body as { id: CanvasId }).id;
  const override = await server.send('POST', `${base}/${assignmentId}/overrides`, 'teacher-token', {
    assignment_override: { course_section_id: sectionId, due_at: '2026-02-08T06:59:59Z' },
  });
  return { ...world, assignmentPath: `${base}/${assignmentId}`, overrideId: (override.body as { id: CanvasId }).id };
}

describe('Edit assignment dates, against the real API', () => {
  it('lets a TA shift an override; the save resends only the dates it overrides and leaves the assignment alone', async () => {
    const server = createTestApp();
    const { course, assignmentPath, overrideId } = await seed(server);
    const { user } = renderApp(server, `/courses/${course.id}/assignments/dates`, 'ta-token');

    await user.click(await screen.findByRole('checkbox', { name: 'Select Lab section (override of Essay)' }));
    // What the override does not set, it takes from the assignment, and says so.
    expect(screen.getByRole('button', { name: /^Until, Lab section \(override of Essay\): same as the assignment, Feb 9/ })).toBeTruthy();
    const days = screen.getByRole('spinbutton', { name: 'Shift by days' });
    await user.clear(days);
    await user.type(days, '-2');
    await user.click(screen.getByRole('button', { name: 'Shift dates' }));
    await user.click(screen.getByRole('button', { name: 'Save 1 row' }));
    expect(await screen.findByText('Saved 1 row.')).toBeTruthy();

    const override = await server.get(`${assignmentPath}/overrides/${overrideId}`, 'teacher-token');
    expect(override.body).toMatchObject({ due_at: '2026-02-06T06:59:59Z' });
    expect(override.body).not.toHaveProperty('lock_at');
    expect(override.body).not.toHaveProperty('unlock_at');
    const assignment = await server.get(assignmentPath, 'teacher-token');
    expect(assignment.body).toMatchObject({ due_at: '2026-02-06T06:59:59Z', lock_at: '2026-02-10T06:59:59Z' });
  });

  it('shows a student the permission-denied view instead of the table', async () => {
    const server = createTestApp();
    const { course } = await seed(server);
    renderApp(server, `/courses/${course.id}/assignments/dates`, 'student-token');
    expect(await screen.findByRole('heading', { level: 1, name: "You don't have permission to edit assignment dates" })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
