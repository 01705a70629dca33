import { assignmentWorld } from './assignment-world';

/**
 * The standard cast grading one assignment: a second section with its own student, and a TA limited to the
 * first section. `grade` sends the course form of the grade PUT. `extensions: false` plays a Canvas without
 * Lectern's extensions (docs/lectern-extensions.md).
 */
export function gradingWorld(options: { extensions?: boolean } = {}) {
  const world = assignmentWorld(options);
  const { app, course } = world;
  const otherSection = app.data.section(course.id, 'Section B');
  const otherStudent = app.data.user('Bo Other', 'other-student-token');
  app.data.enroll(otherStudent, { id: course.id, sectionId: otherSection }, 'StudentEnrollment');
  const limitedTa = app.data.user('Lim Ited', 'limited-ta-token');
  const taEnrollment = app.data.enroll(limitedTa, course, 'TaEnrollment');
  app.db.prepare('UPDATE enrollments SET limit_privileges_to_course_section = 1 WHERE id = ?').run(taEnrollment);
  const assignment = async (fields: Record<string, unknown> = {}) =>
    (await world.created({ name: 'Essay', points_possible: 10, published: true, ...fields })).id;
  const grade = (assignmentId: number, userId: number, body: unknown, token = 'teacher-token') =>
    app.send('PUT', `/api/v1/courses/${course.id}/assignments/${assignmentId}/submissions/${userId}`, token, body);
  const stored = (assignmentId: number, userId: number) =>
    app.db
      .prepare<[number, number], { score: number | null; grade: string | null; excused: number | null; workflow_state: string; updated_at: string }>(
        'SELECT score, grade, excused, workflow_state, updated_at FROM submissions WHERE assignment_id = ? AND user_id = ?',
      )
      .get(assignmentId, userId);
  const history = (assignmentId: number, userId: number) =>
    app.db
      .prepare<[number, number], { snapshot: string }>(
        `SELECT v.snapshot FROM submission_versions v JOIN submissions s ON s.id = v.submission_id
          WHERE s.assignment_id = ? AND s.user_id = ? ORDER BY v.id`,
      )
      .all(assignmentId, userId)
      .map((row) => JSON.parse(row.snapshot) as { score: number | null; grade: string | null; excused: number | null });
  return { ...world, otherSection, otherStudent, limitedTa, assignment, grade, stored, history };
}
