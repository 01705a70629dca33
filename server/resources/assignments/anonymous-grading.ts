import type { Db } from '../../canvas/context';
import { validationFailed } from '../../canvas/errors';
import { prepared } from '../../db/statements';
import type { AssignmentColumns } from './assignment-columns';

/**
 * Anonymous grading on an assignment write (docs/decisions/0056-anonymous-grading.md). Canvas's editor refuses it
 * on a group assignment (ui/features/assignment_edit EditView: "Anonymous grading cannot be enabled for group
 * assignments"); Lectern refuses the same on the API, so no client can store what the editor forbids.
 */
export function requireAnonymousAllowed(columns: Pick<AssignmentColumns, 'anonymous_grading'>, groupCategoryId: number | null): void {
  if (!columns.anonymous_grading || groupCategoryId === null) return;
  const message = 'Anonymous grading cannot be enabled for group assignments';
  throw validationFailed({ anonymous_grading: [{ attribute: 'anonymous_grading', type: 'group_assignment', message }] });
}

/**
 * An anonymous or moderated assignment posts manually (Assignment#ensure_manual_posting_if_anonymous and
 * …_if_moderated): grades stay hidden until posted.
 */
export function postManuallyIfAnonymous(db: Db, assignmentId: number, columns: Pick<AssignmentColumns, 'anonymous_grading' | 'moderated_grading'>): void {
  if (columns.anonymous_grading || columns.moderated_grading) prepared(db, 'UPDATE assignments SET post_manually = 1 WHERE id = ? AND post_manually = 0').run(assignmentId);
}
