import type { Db } from '../../canvas/context';
import { placeholders } from '../../db/sql';
import { prepared } from '../../db/statements';
import type { AssessmentRow, AssociationRow, Criterion, RubricRow } from './rubric-row';

/** The rubric's fields a create or an edit writes. */
export type RubricFields = {
  title: string;
  criteria: Criterion[];
  points_possible: number;
  free_form_criterion_comments: boolean;
  hide_score_total: boolean;
  hide_points: boolean;
};

export type AssociationFields = Pick<AssociationRow, 'association_type' | 'association_id' | 'purpose' | 'title'> & {
  use_for_grading: boolean;
  hide_score_total: boolean;
  hide_points: boolean;
  hide_outcome_results: boolean;
};

export const findCourseRubric = (db: Db, courseId: number, id: number): RubricRow | undefined =>
  prepared<[number, number], RubricRow>(db,
    `SELECT * FROM rubrics WHERE id = ? AND context_type = 'Course' AND context_id = ? AND workflow_state = 'active'`,
  ).get(id, courseId);

export const listCourseRubrics = (db: Db, courseId: number): RubricRow[] =>
  prepared<[number], RubricRow>(db,
    `SELECT * FROM rubrics WHERE context_type = 'Course' AND context_id = ? AND workflow_state = 'active' ORDER BY id`,
  ).all(courseId);

const bit = (value: boolean) => (value ? 1 : 0);

export function insertRubric(db: Db, courseId: number, userId: number, fields: RubricFields, now: string, copiedFrom: number | null = null): number {
  const result = prepared(db,
    `INSERT INTO rubrics (context_type, context_id, rubric_id, user_id, title, data, points_possible, free_form_criterion_comments,
       hide_score_total, hide_points, created_at, updated_at)
     VALUES ('Course', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    courseId, copiedFrom, userId, fields.title, JSON.stringify(fields.criteria), fields.points_possible,
    bit(fields.free_form_criterion_comments), bit(fields.hide_score_total), bit(fields.hide_points), now, now,
  );
  return Number(result.lastInsertRowid);
}

export function updateRubric(db: Db, id: number, fields: RubricFields, now: string): void {
  prepared(db,
    `UPDATE rubrics SET title = ?, data = ?, points_possible = ?, free_form_criterion_comments = ?, hide_score_total = ?,
       hide_points = ?, updated_at = ? WHERE id = ?`,
  ).run(
    fields.title, JSON.stringify(fields.criteria), fields.points_possible, bit(fields.free_form_criterion_comments),
    bit(fields.hide_score_total), bit(fields.hide_points), now, id,
  );
}

/** Rubric#destroy: the rubric and every association of it are retired; assessments stay with the submissions. */
export function deleteRubric(db: Db, id: number, now: string): void {
  prepared(db, `UPDATE rubrics SET workflow_state = 'deleted', updated_at = ? WHERE id = ?`).run(now, id);
  prepared(db, `UPDATE rubric_associations SET workflow_state = 'deleted', updated_at = ? WHERE rubric_id = ? AND workflow_state = 'active'`)
    .run(now, id);
}

/** Titles are unique among a course's live rubrics; Canvas numbers a repeat "Title (1)", "Title (2)"… */
export function uniqueTitle(db: Db, courseId: number, title: string, exceptId: number | null): string {
  const taken = new Set(
    prepared<[number, number], { title: string }>(db,
      `SELECT title FROM rubrics WHERE context_type = 'Course' AND context_id = ? AND workflow_state = 'active' AND id != ?`,
    ).all(courseId, exceptId ?? 0).map((row) => row.title),
  );
  let candidate = title;
  for (let n = 1; taken.has(candidate); n++) candidate = `${title} (${n})`;
  return candidate;
}

export const findAssociation = (db: Db, courseId: number, id: number): AssociationRow | undefined =>
  prepared<[number, number], AssociationRow>(db,
    `SELECT * FROM rubric_associations WHERE id = ? AND context_type = 'Course' AND context_id = ? AND workflow_state = 'active'`,
  ).get(id, courseId);

export const associationsOfRubric = (db: Db, rubricId: number): AssociationRow[] =>
  prepared<[number], AssociationRow>(db, `SELECT * FROM rubric_associations WHERE rubric_id = ? AND workflow_state = 'active' ORDER BY id`).all(rubricId);

/** The live grading associations of these assignments, by assignment id: one query for a whole page. */
export function gradingAssociations(db: Db, assignmentIds: number[]): Map<number, AssociationRow> {
  if (assignmentIds.length === 0) return new Map();
  const rows = prepared<number[], AssociationRow>(db,
    `SELECT * FROM rubric_associations WHERE association_type = 'Assignment' AND association_id IN (${placeholders(assignmentIds)})
       AND workflow_state = 'active' AND purpose = 'grading'`,
  ).all(...assignmentIds);
  return new Map(rows.map((row) => [row.association_id, row]));
}

export function rubricsByIds(db: Db, ids: number[]): Map<number, RubricRow> {
  if (ids.length === 0) return new Map();
  const rows = prepared<number[], RubricRow>(db, `SELECT * FROM rubrics WHERE id IN (${placeholders(ids)})`).all(...ids);
  return new Map(rows.map((row) => [row.id, row]));
}

export function insertAssociation(db: Db, rubricId: number, courseId: number, fields: AssociationFields, now: string): number {
  const result = prepared(db,
    `INSERT INTO rubric_associations (rubric_id, association_type, association_id, context_type, context_id, title, purpose,
       use_for_grading, hide_score_total, hide_points, hide_outcome_results, created_at, updated_at)
     VALUES (?, ?, ?, 'Course', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    rubricId, fields.association_type, fields.association_id, courseId, fields.title, fields.purpose, bit(fields.use_for_grading),
    bit(fields.hide_score_total), bit(fields.hide_points), bit(fields.hide_outcome_results), now, now,
  );
  return Number(result.lastInsertRowid);
}

export function updateAssociation(db: Db, id: number, rubricId: number, fields: AssociationFields, now: string): void {
  prepared(db,
    `UPDATE rubric_associations SET rubric_id = ?, association_type = ?, association_id = ?, title = ?, purpose = ?, use_for_grading = ?,
       hide_score_total = ?, hide_points = ?, hide_outcome_results = ?, updated_at = ? WHERE id = ?`,
  ).run(
    rubricId, fields.association_type, fields.association_id, fields.title, fields.purpose, bit(fields.use_for_grading),
    bit(fields.hide_score_total), bit(fields.hide_points), bit(fields.hide_outcome_results), now, id,
  );
}

export function retireAssociation(db: Db, id: number, now: string): void {
  prepared(db, `UPDATE rubric_associations SET workflow_state = 'deleted', updated_at = ? WHERE id = ?`).run(now, id);
}

/** An assignment keeps one grading rubric: attaching another retires the one it had (Assignment#rubric_association). */
export function retireGradingAssociations(db: Db, assignmentId: number, now: string, exceptId = 0): void {
  prepared(db,
    `UPDATE rubric_associations SET workflow_state = 'deleted', updated_at = ?
      WHERE association_type = 'Assignment' AND association_id = ? AND purpose = 'grading' AND workflow_state = 'active' AND id != ?`,
  ).run(now, assignmentId, exceptId);
}

export const findAssessment = (db: Db, associationId: number, id: number): AssessmentRow | undefined =>
  prepared<[number, number], AssessmentRow>(db, `SELECT * FROM rubric_assessments WHERE rubric_association_id = ? AND id = ?`).get(associationId, id);

export const assessmentOf = (db: Db, associationId: number, submissionId: number): AssessmentRow | undefined =>
  prepared<[number, number], AssessmentRow>(db,
    `SELECT * FROM rubric_assessments WHERE rubric_association_id = ? AND artifact_id = ? AND assessment_type = 'grading'`,
  ).get(associationId, submissionId);

/** The grading assessments of these submissions under live associations, by submission id: one query for a page. */
export function assessmentsOfSubmissions(db: Db, submissionIds: number[]): Map<number, AssessmentRow> {
  if (submissionIds.length === 0) return new Map();
  const rows = prepared<number[], AssessmentRow>(db,
    `SELECT a.* FROM rubric_assessments a JOIN rubric_associations r ON r.id = a.rubric_association_id
      WHERE a.artifact_id IN (${placeholders(submissionIds)}) AND a.assessment_type = 'grading'
        AND r.workflow_state = 'active' AND r.purpose = 'grading' ORDER BY a.id`,
  ).all(...submissionIds);
  return new Map(rows.map((row) => [row.artifact_id, row]));
}

/** A rubric's assessments under its live associations, oldest first. */
export const assessmentsOfRubric = (db: Db, rubricId: number): AssessmentRow[] =>
  prepared<[number], AssessmentRow>(db,
    `SELECT a.* FROM rubric_assessments a JOIN rubric_associations r ON r.id = a.rubric_association_id
      WHERE a.rubric_id = ? AND r.workflow_state = 'active' ORDER BY a.id`,
  ).all(rubricId);

export type AssessmentFields = Pick<AssessmentRow, 'assessor_id' | 'artifact_attempt' | 'score' | 'data' | 'rubric_id' | 'user_id'>;

/** Writes the grading assessment of a submission under an association: a new one, or the one it had. */
export function upsertAssessment(db: Db, associationId: number, submissionId: number, fields: AssessmentFields, now: string): number {
  const existing = assessmentOf(db, associationId, submissionId);
  if (existing) {
    prepared(db,
      `UPDATE rubric_assessments SET rubric_id = ?, assessor_id = ?, artifact_attempt = ?, score = ?, data = ?, updated_at = ? WHERE id = ?`,
    ).run(fields.rubric_id, fields.assessor_id, fields.artifact_attempt, fields.score, fields.data, now, existing.id);
    return existing.id;
  }
  const result = prepared(db,
    `INSERT INTO rubric_assessments (rubric_id, rubric_association_id, user_id, assessor_id, artifact_id, artifact_attempt, score, data,
       created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(fields.rubric_id, associationId, fields.user_id, fields.assessor_id, submissionId, fields.artifact_attempt, fields.score, fields.data, now, now);
  return Number(result.lastInsertRowid);
}

export function deleteAssessment(db: Db, id: number): void {
  prepared(db, `DELETE FROM rubric_assessments WHERE id = ?`).run(id);
}

/** How many live grading associations use the rubric: two or more make it read-only in place (Rubric's policy). */
export const gradingUseCount = (db: Db, rubricId: number): number =>
  prepared<[number], { n: number }>(db,
    `SELECT COUNT(*) AS n FROM rubric_associations WHERE rubric_id = ? AND workflow_state = 'active' AND purpose = 'grading'`,
  ).get(rubricId)?.n ?? 0;
