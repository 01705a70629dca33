import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { submissionWorld } from '../../../server/test/submission-world';

/** Anonymous grading in the grading view (docs/decisions/0056-anonymous-grading.md). */
const ANONYMOUS_LABEL = /^Grading Student [1-9A-HJ-NP-Za-km-z]{5}$/;

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
});

function anonymousWorld() {
  const world = submissionWorld();
  const { app, assignmentId } = world;
  app.db.prepare('UPDATE assignments SET anonymous_grading = 1, post_manually = 1 WHERE id = ?').run(assignmentId);
  const names = app.db
    .prepare<[number], { name: string }>(`SELECT u.name FROM users u JOIN enrollments e ON e.user_id = u.id WHERE e.course_id = ? AND e.type = 'StudentEnrollment'`)
    .all(world.w.course.id)
    .map((row) => row.name);
  const anonymousIds = app.db.prepare<[number], { anonymous_id: string; user_id: number }>('SELECT anonymous_id, user_id FROM submissions WHERE assignment_id = ?').all(assignmentId);
  return { ...world, names, anonymousIds };
}

describe('the grading view of an anonymous assignment', () => {
  it('labels students by anonymous id, keeps names hidden and grades through the anonymous route by the anonymous id', async () => {
    const { app, w, assignmentId, students, names, anonymousIds } = anonymousWorld();
    const { user } = renderApp(app, `/courses/${w.course.id}/assignments/${assignmentId}/grade?student=${students.abe}`, 'teacher-token');
    const heading = await screen.findByRole('heading', { level: 1, name: ANONYMOUS_LABEL });
    // A user id in the address is not followed: the address names the student by anonymous id.
    await waitFor(() => expect(new URL(window.location.href).searchParams.get('anonymous_id')).toMatch(/^[1-9A-HJ-NP-Za-km-z]{5}$/));
    expect(new URL(window.location.href).searchParams.has('student')).toBe(false);
    const switchControl = screen.getByRole('switch', { name: /Hide student names/ });
    expect((switchControl as HTMLInputElement).checked).toBe(true);
    expect((switchControl as HTMLInputElement).disabled).toBe(true);
    const rail = screen.getByRole('navigation', { name: 'Students' });
    await waitFor(() => expect(within(rail).getAllByRole('link').length).toBe(anonymousIds.length));
    expect(names.length).toBeGreaterThan(1);
    for (const name of names) expect(document.body.textContent).not.toContain(name);

    const shown = heading.textContent.replace('Grading Student ', '');
    const userId = anonymousIds.find((row) => row.anonymous_id === shown)?.user_id;
    fireEvent.keyDown(document.body, { key: 'g' });
    await user.keyboard('6{Enter}');
    await waitFor(() =>
      expect(app.db.prepare<[number, number], { score: number | null }>('SELECT score FROM submissions WHERE assignment_id = ? AND user_id = ?').get(assignmentId, userId ?? 0)?.score).toBe(6),
    );
  });
});
