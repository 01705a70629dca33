import type { AppContext } from '../../canvas/context';
import { placeholders } from '../../db/sql';
import { prepared } from '../../db/statements';
import { loadUsers } from '../submissions/submissions.store';
import { avatarUrl } from '../users/user-row';
import type { AssessmentRow, AssociationRow } from './rubric-row';
import { fullAssessmentJson, indexedAssessmentJson } from './rubric.serialize';
import { assessmentsOfSubmissions } from './rubrics.store';

/** What include[]=rubric_assessment / full_rubric_assessment need for a page of submissions, in three queries. */
export type AssessmentBundle = {
  live: Map<number, AssessmentRow>;
  associations: Map<number, AssociationRow>;
  assessors: Map<number, { name: string; avatarUrl: string | null }>;
  full: boolean;
  indexed: boolean;
};

/** `kept` are the assessments the page's history versions hold, whose assessors the full form names too. */
export function loadSubmissionAssessments(
  c: AppContext, submissionIds: number[], includes: Set<string>, kept: () => AssessmentRow[],
): AssessmentBundle | undefined {
  const indexed = includes.has('rubric_assessment');
  const full = includes.has('full_rubric_assessment');
  if (!indexed && !full) return undefined;
  const { db } = c.get('deps');
  const live = assessmentsOfSubmissions(db, submissionIds);
  if (!full) return { live, associations: new Map(), assessors: new Map(), full, indexed };
  const all = [...live.values(), ...kept()];
  return { live, associations: associationsFor(c, all), assessors: assessorsFor(c, all), full, indexed };
}

function associationsFor(c: AppContext, assessments: AssessmentRow[]): Map<number, AssociationRow> {
  const ids = [...new Set(assessments.map((a) => a.rubric_association_id))];
  if (ids.length === 0) return new Map();
  const rows = prepared<number[], AssociationRow>(c.get('deps').db, `SELECT * FROM rubric_associations WHERE id IN (${placeholders(ids)})`).all(...ids);
  return new Map(rows.map((row) => [row.id, row]));
}

function assessorsFor(c: AppContext, assessments: AssessmentRow[]) {
  const users = loadUsers(c.get('deps').db, [...new Set(assessments.map((a) => a.assessor_id))]);
  return new Map([...users].map(([id, user]) => [id, { name: user.name, avatarUrl: avatarUrl(c, user) }]));
}

/**
 * The assessment keys of one submission (or one attempt of its history, with the assessment its version kept):
 * absent when there is no assessment, as Canvas leaves them out. The caller decides whether the viewer may see them.
 */
export function assessmentKeys(bundle: AssessmentBundle, assessment: AssessmentRow | null | undefined): Record<string, unknown> {
  if (!assessment) return {};
  const assessor = bundle.assessors.get(assessment.assessor_id);
  return {
    ...(bundle.indexed ? { rubric_assessment: indexedAssessmentJson(assessment) } : {}),
    ...(bundle.full
      ? { full_rubric_assessment: fullAssessmentJson(assessment, bundle.associations.get(assessment.rubric_association_id), assessor ?? { name: '', avatarUrl: null }) }
      : {}),
  };
}
