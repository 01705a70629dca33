import { createTestApp } from './test-app';
import { standardWorld } from './test-data';

/** An assignment as the API answered it; tests parse it with the contract themselves. */
type AssignmentBody = { id: number; assignment_group_id: number; [key: string]: unknown };

/** The standard cast with helpers for the assignments API: create, edit and read back as a given token. */
export function assignmentWorld(options: { extensions?: boolean } = {}) {
  const app = createTestApp(options);
  const w = standardWorld(app.data);
  const base = `/api/v1/courses/${w.course.id}/assignments`;
  const create = (assignment: unknown, token = 'teacher-token') => app.send('POST', base, token, { assignment });
  const edit = (id: number, assignment: unknown, token = 'teacher-token') => app.send('PUT', `${base}/${id}`, token, { assignment });
  /** Creates with the teacher and returns the answer; fails the test on anything but 201. */
  const created = async (assignment: Record<string, unknown>) => {
    const { status, body } = await create(assignment);
    if (status !== 201) throw new Error(`create answered ${status}: ${JSON.stringify(body)}`);
    return body as AssignmentBody;
  };
  const groups = () =>
    app.db.prepare<[number], { id: number; name: string }>(`SELECT id, name FROM assignment_groups WHERE course_id = ? ORDER BY position`).all(w.course.id);
  return { app, ...w, base, create, edit, created, groups };
}
