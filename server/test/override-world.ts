import { CourseWorkData } from './course-work-data';
import { createTestApp } from './test-app';
import { standardWorld } from './test-data';

/**
 * The standard cast plus what overrides target: a second section with a student, a third student, a group set
 * with two groups (and a group of another set), and a group assignment of that set.
 */
export function overrideWorld() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  const work = new CourseWorkData(app.db);
  const secondSection = app.data.section(w.course.id, 'Section 2');
  const sam = w.student;
  const nia = app.data.user('Nia Second', 'nia-token');
  app.data.enroll(nia, { id: w.course.id, sectionId: secondSection }, 'StudentEnrollment');
  const omar = app.data.user('Omar Third', 'omar-token');
  app.data.enroll(omar, w.course, 'StudentEnrollment');
  const category = work.groupCategory(w.course.id);
  const labGroup = work.group(w.course.id, category, 'Lab Group 1', [omar]);
  const emptyGroup = work.group(w.course.id, category, 'Lab Group 2', []);
  const otherSetGroup = work.group(w.course.id, work.groupCategory(w.course.id, 'Other Set'), 'Stray Group', [sam]);
  const assignmentId = work.assignment(w.course.id, { dueAt: '2026-03-01T12:00:00Z', groupCategoryId: category });
  const base = `/api/v1/courses/${w.course.id}/assignments/${assignmentId}/overrides`;
  return {
    app, w, work, base, assignmentId, secondSection, labGroup, emptyGroup, otherSetGroup, category,
    students: { sam, nia, omar },
    create: (body: unknown, token = 'teacher-token') => app.send('POST', base, token, { assignment_override: body }),
    countOverrides: () =>
      app.db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM assignment_overrides WHERE workflow_state = 'active'`).get()?.n,
  };
}
