import { syncSubmissionRows } from '../resources/assignments/submission-rows';
import { CourseWorkData } from './course-work-data';
import { createTestApp } from './test-app';
import { standardWorld } from './test-data';

/**
 * The standard cast (Sam Student in the first section) plus Nia in a second section, Omar and Abe in the first,
 * and Tess, a TA limited to the second section; one published assignment with every student's submission row.
 */
export function submissionWorld(seed: { dueAt?: string | null; types?: string[]; extensions?: boolean } = {}) {
  const app = createTestApp({ extensions: seed.extensions });
  const w = standardWorld(app.data);
  const work = new CourseWorkData(app.db);
  const secondSection = app.data.section(w.course.id, 'Section 2');
  const second = { id: w.course.id, sectionId: secondSection };
  const nia = app.data.user('Nia Second', 'nia-token');
  app.data.enroll(nia, second, 'StudentEnrollment');
  const omar = app.data.user('Omar Third');
  app.data.enroll(omar, w.course, 'StudentEnrollment');
  const abe = app.data.user('Abe Abbott');
  app.data.enroll(abe, w.course, 'StudentEnrollment');
  const tess = app.data.user('Tess Limited', 'limited-ta-token');
  const taEnrollment = app.data.enroll(tess, second, 'TaEnrollment');
  app.db.prepare('UPDATE enrollments SET limit_privileges_to_course_section = 1 WHERE id = ?').run(taEnrollment);
  const assignmentId = work.assignment(w.course.id, { dueAt: seed.dueAt ?? '2026-03-01T12:00:00Z', types: seed.types ?? ['online_text_entry'] });
  syncSubmissionRows(app.db, w.course.id);
  const base = `/api/v1/courses/${w.course.id}/assignments/${assignmentId}/submissions`;
  /** Turns the student's row into a submission made at `at` (and optionally other stored columns). */
  const submit = (userId: number, at: string, extra: Record<string, string | number | null> = {}) => {
    const sets = Object.keys(extra).map((key) => `, ${key} = @${key}`).join('');
    app.db
      .prepare(`UPDATE submissions SET submission_type = 'online_text_entry', body = 'My essay', attempt = 1, workflow_state = 'submitted',
        submitted_at = @at${sets} WHERE assignment_id = @assignmentId AND user_id = @userId`)
      .run({ at, assignmentId, userId, ...extra });
  };
  const submissionId = (userId: number) =>
    app.db.prepare<[number, number], { id: number }>('SELECT id FROM submissions WHERE assignment_id = ? AND user_id = ?').get(assignmentId, userId)?.id ?? 0;
  return { app, w, work, secondSection, assignmentId, base, submit, submissionId, students: { sam: w.student, nia, omar, abe }, tess };
}
