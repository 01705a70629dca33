import type { Db } from '../../canvas/context';
import { nowIso } from '../../canvas/dates';
import { prepared } from '../../db/statements';

/** The course's own policy: what its new assignments take (canvas-lms Course#default_post_policy). */
export function coursePostsManually(db: Db, courseId: number): boolean {
  return prepared<[number], { post_manually: number }>(db, 'SELECT post_manually FROM courses WHERE id = ?').get(courseId)?.post_manually === 1;
}

/**
 * Course#apply_post_policy!: the course's policy and every active assignment's follow the new choice, except that an
 * anonymous assignment stays manual. Only assignments whose policy differs are written, so an unchanged assignment
 * keeps its updated_at.
 */
export function setCoursePostPolicy(db: Db, courseId: number, postManually: boolean): void {
  const value = postManually ? 1 : 0;
  db.transaction(() => {
    prepared(db, 'UPDATE courses SET post_manually = ? WHERE id = ?').run(value, courseId);
    prepared(db,
      `UPDATE assignments SET post_manually = ?, updated_at = ?
        WHERE course_id = ? AND workflow_state != 'deleted' AND post_manually != ? AND NOT (anonymous_grading = 1 AND ? = 0)`,
    ).run(value, nowIso(), courseId, value, value);
  }).immediate();
}

export function setAssignmentPostPolicy(db: Db, assignmentId: number, postManually: boolean): void {
  const value = postManually ? 1 : 0;
  prepared(db, 'UPDATE assignments SET post_manually = ?, updated_at = ? WHERE id = ? AND post_manually != ?')
    .run(value, nowIso(), assignmentId, value);
}

/** A new assignment takes its course's policy (PostPolicy defaults); one already manual stays manual. */
export function takeCoursePostPolicy(db: Db, courseId: number, assignmentId: number): void {
  if (coursePostsManually(db, courseId)) prepared(db, 'UPDATE assignments SET post_manually = 1 WHERE id = ?').run(assignmentId);
}
