import type { AppContext } from '../../canvas/context';
import { forbidden, notFound } from '../../canvas/errors';
import { pathId, userPathId } from '../../canvas/ids';
import type { AssignmentRow } from '../assignments/assignment-row';
import { listActiveAssignments } from '../assignments/assignments.store';
import { loadCourse, type LoadedCourse } from '../courses/course-access';
import { requireVisibleStudent } from './submission-grade.routes';
import { findLiveSubmission } from './submission-grade.store';
import type { SubmissionRow } from './submission-row';

/** The submission a comments route names, and whether the caller grades it (manage_grades: Submission :grade). */
export type CommentTarget = { loaded: LoadedCourse; assignment: AssignmentRow; submission: SubmissionRow; grades: boolean };

/**
 * …/assignments/:assignment_id/submissions/:user_id/comments…: the active assignment and a student the caller may
 * see (students_visible_to, as the grade PUT), else 404; a student without a submission row is 403, as the grade PUT.
 */
export function commentTarget(c: AppContext): CommentTarget {
  const loaded = loadCourse(c, { rights: [] });
  const [assignment] = listActiveAssignments(c.get('deps').db, loaded.course.id, [pathId(c, 'assignment_id')]);
  if (!assignment) throw notFound();
  const userId = userPathId(c);
  requireVisibleStudent(c, loaded, userId);
  const grades = loaded.access.rights.has('manage_grades');
  if (!grades && c.get('caller').id !== userId) throw forbidden();
  const submission = findLiveSubmission(c.get('deps').db, assignment.id, userId);
  if (!submission) throw forbidden();
  return { loaded, assignment, submission, grades };
}
