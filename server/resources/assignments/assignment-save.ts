import type { Db } from '../../canvas/context';
import { postManuallyIfAnonymous, requireAnonymousAllowed } from './anonymous-grading';
import { mergeColumns, validateColumns, type AssignmentColumns } from './assignment-columns';
import type { AssignmentWrite } from './assignment-params';
import type { AssignmentRow } from './assignment-row';
import { requireValidSettings } from './assignment-settings-rules';
import {
  assignmentsWithSubmissions, bottomPosition, insertAssignment, insertAt, markDuplicateOf, resolveAssignmentGroup, resolveGroupCategory,
  softDeleteAssignment, titlesStartingWith, updateAssignment,
} from './assignment-writes.store';
import { listActiveAssignments } from './assignments.store';
import { replaceOverrides, type OverrideWriter } from './inline-overrides';
import { syncSubmissionRows } from './submission-rows';
import { takeCoursePostPolicy } from '../post-policies/post-policy.store';

/**
 * The assignments API's create, edit, delete and duplicate. Each is one transaction: the row, its place in its
 * group, its inline overrides and the submission rows of the students it is assigned to (decision 11), so a
 * refused override leaves nothing of the write behind.
 */

/** The model's rules that need the course: settings, then anonymous grading. */
function requireAllowed(db: Db, columns: AssignmentColumns, context: { courseId: number; current?: AssignmentRow; groupCategoryId: number | null }) {
  requireValidSettings(db, columns, {
    ...context,
    current: context.current,
    gradingType: columns.grading_type,
    pointsPossible: columns.points_possible,
    omitFromFinalGrade: columns.omit_from_final_grade,
    peerReviews: columns.peer_reviews,
  });
  requireAnonymousAllowed(columns, context.groupCategoryId);
}

/** The inline overrides, when sent, against the row as just written. */
function writeOverrides(db: Db, writer: OverrideWriter, id: number, write: AssignmentWrite): void {
  if (write.assignment_overrides === undefined) return;
  const [row] = listActiveAssignments(db, writer.course.id, [id]);
  if (row) replaceOverrides(db, writer, row, write.assignment_overrides);
}

/** Creates the assignment from `write`; returns its id. */
export function createAssignment(db: Db, writer: OverrideWriter, write: AssignmentWrite): number {
  const courseId = writer.course.id;
  return db.transaction(() => {
    const columns = mergeColumns(write);
    validateColumns(columns, write, undefined, false);
    const groupId = resolveAssignmentGroup(db, courseId, write.assignment_group_id);
    const groupCategoryId = resolveGroupCategory(db, courseId, write.group_category_id ?? null);
    requireAllowed(db, columns, { courseId, groupCategoryId });
    const id = insertAssignment(db, columns, { courseId, groupId, groupCategoryId, position: bottomPosition(db, groupId) });
    takeCoursePostPolicy(db, courseId, id);
    postManuallyIfAnonymous(db, id, columns);
    if (write.position !== undefined) insertAt(db, id, groupId, write.position);
    writeOverrides(db, writer, id, write);
    syncSubmissionRows(db, courseId, [id]);
    return id;
  }).immediate();
}

/** Applies `write` to the stored assignment: only the keys sent change. */
export function editAssignment(db: Db, writer: OverrideWriter, current: AssignmentRow, write: AssignmentWrite): void {
  db.transaction(() => {
    const columns = mergeColumns(write, current);
    validateColumns(columns, write, current, assignmentsWithSubmissions(db, [current.id]).has(current.id));
    const groupId = resolveAssignmentGroup(db, current.course_id, write.assignment_group_id, current.assignment_group_id);
    const groupCategoryId =
      write.group_category_id === undefined ? current.group_category_id : resolveGroupCategory(db, current.course_id, write.group_category_id);
    requireAllowed(db, columns, { courseId: current.course_id, current, groupCategoryId });
    // A move to another group goes to its bottom unless a position is given.
    const moved = groupId !== current.assignment_group_id;
    const position = moved ? bottomPosition(db, groupId) : current.position;
    updateAssignment(db, current.id, columns, { groupId, groupCategoryId, position });
    postManuallyIfAnonymous(db, current.id, columns);
    if (write.position !== undefined) insertAt(db, current.id, groupId, write.position);
    writeOverrides(db, writer, current.id, write);
    syncSubmissionRows(db, current.course_id, [current.id]);
  }).immediate();
}

export function deleteAssignment(db: Db, assignment: AssignmentRow): void {
  db.transaction(() => softDeleteAssignment(db, assignment)).immediate();
}

/** DuplicatingObjects#get_copy_title: "Essay Copy", then "Essay Copy 2", … skipping titles already taken. */
function copyTitle(db: Db, courseId: number, name: string): string {
  const base = `${name.replace(/ Copy( \d+)?$/, '')} Copy`;
  const taken = titlesStartingWith(db, courseId, base);
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base} ${n}`)) n += 1;
  return `${base} ${n}`;
}

/** What Assignment#duplicate does not copy: SIS and integration data, the peer review count, posting to SIS. */
const DUPLICATE_RESETS = { sis_source_id: null, integration_id: null, integration_data: null, peer_review_count: 0, post_to_sis: 0 };

/**
 * Assignment#duplicate and the API's duplicate action: the same settings under a copy title, unpublished, with
 * no submissions or overrides, inserted right after the original in its group.
 */
export function duplicateAssignment(db: Db, original: AssignmentRow): number {
  return db.transaction(() => {
    const { course_id: courseId, assignment_group_id: groupId, group_category_id: groupCategoryId } = original;
    const columns = {
      ...mergeColumns({}, original),
      ...DUPLICATE_RESETS,
      name: copyTitle(db, courseId, original.name),
      workflow_state: 'unpublished' as const,
    };
    const id = insertAssignment(db, columns, { courseId, groupId, groupCategoryId, position: bottomPosition(db, groupId) });
    insertAt(db, id, groupId, original.position + 1);
    markDuplicateOf(db, id, original.id);
    syncSubmissionRows(db, courseId, [id]);
    return id;
  }).immediate();
}
