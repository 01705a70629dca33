import { CourseWorkData } from './course-work-data';
import { createTestApp } from './test-app';
import { standardWorld } from './test-data';

export const T = '2026-01-10T12:00:00Z';

/** Homework (position 2, drop the lowest) holds a published and an unpublished essay; Labs (position 1) one lab. */
export function assignmentGroupWorld() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  const work = new CourseWorkData(app.db);
  const row = (name: string, position: number, rules = '{}') =>
    work.insert('assignment_groups', { course_id: w.course.id, name, position, group_weight: 40, rules, created_at: T, updated_at: T });
  const homework = row('Homework', 2, '{"drop_lowest":1,"never_drop":[7]}');
  const labs = row('Labs', 1);
  const gone = row('Old', 3);
  app.db.prepare(`UPDATE assignment_groups SET workflow_state = 'deleted' WHERE id = ?`).run(gone);
  const essay = work.assignment(w.course.id, { name: 'Essay' });
  const draft = work.assignment(w.course.id, { name: 'Draft', published: false });
  const lab = work.assignment(w.course.id, { name: 'Lab 1' });
  const place = app.db.prepare('UPDATE assignments SET assignment_group_id = ?, position = ? WHERE id = ?');
  place.run(homework, 1, essay);
  place.run(homework, 2, draft);
  place.run(labs, 1, lab);
  // The builder's own default group, now empty.
  app.db.prepare(`DELETE FROM assignment_groups WHERE course_id = ? AND name = 'Assignments'`).run(w.course.id);
  return { app, ...w, homework, labs, gone, essay, draft, lab };
}

