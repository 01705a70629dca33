import type { Db } from '../../canvas/context';
import { validationFailed } from '../../canvas/errors';
import { prepared } from '../../db/statements';
import type { AssignmentRow } from './assignment-row';
import type { SettingsWrite } from './assignment-settings';
import { add, type Errors } from './param-readers';

/**
 * The settings' columns after a write and the Assignment model's rules on them (app/models/assignment.rb:
 * default_values, clear_moderated_grading_attributes, ensure_post_to_sis_valid, moderation_setting_ok?,
 * final_grader_ok?, the hide_in_gradebook validations, sis_source_id's uniqueness).
 */

export type SettingsColumns = Pick<
  AssignmentRow,
  | 'automatic_peer_reviews' | 'anonymous_peer_reviews' | 'intra_group_peer_reviews' | 'peer_review_count' | 'peer_reviews_due_at'
  | 'hide_in_gradebook' | 'post_to_sis' | 'important_dates' | 'moderated_grading' | 'grader_count' | 'final_grader_id'
  | 'grader_comments_visible_to_graders' | 'grader_names_visible_to_final_grader' | 'graders_anonymous_to_graders'
  | 'grading_standard_id' | 'sis_source_id' | 'integration_id' | 'integration_data' | 'external_tool_url' | 'external_tool_new_tab'
>;

const DEFAULTS: SettingsColumns = {
  automatic_peer_reviews: 0, anonymous_peer_reviews: 0, intra_group_peer_reviews: 0, peer_review_count: 0, peer_reviews_due_at: null,
  hide_in_gradebook: 0, post_to_sis: 0, important_dates: 0, moderated_grading: 0, grader_count: 0, final_grader_id: null,
  grader_comments_visible_to_graders: 1, grader_names_visible_to_final_grader: 1, graders_anonymous_to_graders: 0,
  grading_standard_id: null, sis_source_id: null, integration_id: null, integration_data: null, external_tool_url: null, external_tool_new_tab: 0,
};

/** The stored values overlaid with what was sent (booleans as 0/1). */
function overlay(write: SettingsWrite, current: AssignmentRow | undefined): SettingsColumns {
  const merged: Record<string, unknown> = {};
  for (const key of Object.keys(DEFAULTS) as (keyof SettingsColumns)[]) {
    const sent = write[key];
    merged[key] = sent === undefined ? (current?.[key] ?? DEFAULTS[key]) : typeof sent === 'boolean' ? Number(sent) : sent;
  }
  return merged as SettingsColumns;
}

/** The columns after `write`; `graded` is false for not_graded assignments, which never post to SIS. */
export function mergeSettings(write: SettingsWrite, current: AssignmentRow | undefined, graded: boolean): SettingsColumns {
  const columns = overlay(write, current);
  // The final grader is only read for a moderated assignment.
  if (!columns.moderated_grading || write.final_grader_id === undefined) columns.final_grader_id = current?.final_grader_id ?? null;
  if (!columns.moderated_grading) {
    Object.assign(columns, {
      final_grader_id: null, grader_count: 0, grader_names_visible_to_final_grader: 1, grader_comments_visible_to_graders: 1,
      graders_anonymous_to_graders: 0,
    });
  }
  if (!columns.grader_comments_visible_to_graders) columns.graders_anonymous_to_graders = 0;
  if (!graded) columns.post_to_sis = 0;
  return columns;
}

type Facts = {
  courseId: number;
  current: AssignmentRow | undefined;
  groupCategoryId: number | null;
  gradingType: string;
  pointsPossible: number | null;
  omitFromFinalGrade: number;
  peerReviews: number;
};

function moderationErrors(db: Db, columns: SettingsColumns, facts: Facts, errors: Errors): void {
  const changed = Boolean(facts.current?.moderated_grading) !== Boolean(columns.moderated_grading);
  if (changed && facts.current && gradedSubmissionsExist(db, facts.current.id)) {
    add(errors, 'moderated_grading', 'Moderated grading setting cannot be changed if graded submissions exist');
  }
  if (!columns.moderated_grading) return;
  if (changed || !facts.current) {
    if (facts.gradingType === 'not_graded') add(errors, 'moderated_grading', 'Moderated grading setting cannot be enabled for ungraded assignments');
    if (facts.groupCategoryId !== null) add(errors, 'moderated_grading', 'Moderated grading setting cannot be enabled for group assignments');
    if (facts.peerReviews) add(errors, 'moderated_grading', 'Moderated grading setting cannot be enabled for peer reviewed assignments');
  }
  if (columns.grader_count <= 0) add(errors, 'grader_count', 'must be greater than 0', 'greater_than');
  const finalGraderChanged = columns.final_grader_id !== (facts.current?.final_grader_id ?? null);
  if (finalGraderChanged && columns.final_grader_id !== null && !isParticipatingInstructor(db, facts.courseId, columns.final_grader_id)) {
    add(errors, 'final_grader_id', 'course has no active instructors with this ID');
  }
}

function gradebookErrors(columns: SettingsColumns, facts: Facts, errors: Errors): void {
  if (!columns.hide_in_gradebook) return;
  if (!facts.omitFromFinalGrade) add(errors, 'hide_in_gradebook', 'must be equal to false', 'equal_to');
  if (facts.pointsPossible !== null && facts.pointsPossible > 0) add(errors, 'hide_in_gradebook', 'is not included in the list', 'inclusion');
}

/** Refuses the write with Canvas's validation errors when a rule fails. */
export function requireValidSettings(db: Db, columns: SettingsColumns, facts: Facts): void {
  const errors: Errors = {};
  moderationErrors(db, columns, facts, errors);
  gradebookErrors(columns, facts, errors);
  if (columns.sis_source_id !== null && sisIdTaken(db, facts.courseId, columns.sis_source_id, facts.current?.id ?? 0)) {
    add(errors, 'sis_source_id', 'has already been taken', 'taken');
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

const gradedSubmissionsExist = (db: Db, assignmentId: number) =>
  prepared<[number], { ok: number }>(db,
    `SELECT 1 AS ok FROM submissions WHERE assignment_id = ? AND workflow_state = 'graded' AND score IS NOT NULL LIMIT 1`,
  ).get(assignmentId) !== undefined;

/** Course#participating_instructors: an active teacher or TA enrollment. */
const isParticipatingInstructor = (db: Db, courseId: number, userId: number) =>
  prepared<[number, number], { ok: number }>(db,
    `SELECT 1 AS ok FROM enrollments WHERE course_id = ? AND user_id = ? AND type IN ('TeacherEnrollment', 'TaEnrollment') AND workflow_state = 'active' LIMIT 1`,
  ).get(courseId, userId) !== undefined;

/** validates :sis_source_id, uniqueness: { scope: :root_account_id }: deleted assignments count too, as in Canvas. */
const sisIdTaken = (db: Db, courseId: number, sisId: string, exceptId: number) =>
  prepared<[string, number, number], { ok: number }>(db,
    `SELECT 1 AS ok FROM assignments a JOIN courses c ON c.id = a.course_id
      WHERE a.sis_source_id = ? AND a.id != ? AND c.root_account_id = (SELECT root_account_id FROM courses WHERE id = ?) LIMIT 1`,
  ).get(sisId, exceptId, courseId) !== undefined;
