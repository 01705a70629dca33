import type { AppContext } from '../../canvas/context';
import type { LoadedCourse } from '../courses/course-access';
import { visibleSectionIds } from '../courses/section-visibility';
import { overrideJson } from '../overrides/override.serialize';
import { visibleOverrides } from '../overrides/override-visibility';
import { anonymizedAssignments } from '../submissions/anonymity';
import type { SubmissionRow } from '../submissions/submission-row';
import { submissionJson } from '../submissions/submission.serialize';
import { submissionViewer } from '../submissions/submission-visibility';
import { loadAssignmentRubrics, rubricFieldsOf } from '../rubrics/assignment-rubrics';
import { includeFields } from './assignment-includes';
import { loadReadFacts, type AssignmentReadFacts } from './assignment-read-fields';
import { expectsSubmission, submissionTypes } from './assignment-row';
import { assignmentJson } from './assignment.serialize';
import { loadNeedsGradingCounts } from './assignments.store';
import { managesAssignments, type VisibleAssignment } from './visible-assignments';

/**
 * What managers and graders see beyond the row: `unpublishable` (no student has submitted) for assignment
 * managers, `needs_grading_count` for graders (a section-limited one counts their sections' students).
 */
function staffFields(c: AppContext, loaded: LoadedCourse, ids: number[], facts: AssignmentReadFacts, countsExcluded: boolean) {
  const { db } = c.get('deps');
  const submitted = managesAssignments(loaded.access) ? facts.submitted : undefined;
  const grades = loaded.access.rights.has('manage_grades') && !countsExcluded;
  const counts = grades ? loadNeedsGradingCounts(db, ids, visibleSectionIds(db, c.get('caller').id, loaded.course.id, loaded.access)) : undefined;
  return (id: number) => ({
    ...(submitted ? { unpublishable: !submitted.has(id) } : {}),
    ...(counts ? { needs_grading_count: counts.get(id) ?? 0 } : {}),
  });
}

/**
 * Assignment JSON with what needs more than the row: the staff fields above, `overrides` (the override objects,
 * for assignment managers only, as Canvas's include_override_objects) and `submission` (the viewer's own row).
 * `excluded` (exclude_response_fields[]) names fields the caller leaves out: needs_grading_count, which counts every
 * submission of every assignment, is then not computed at all.
 */
export function renderAssignments(
  c: AppContext,
  loaded: LoadedCourse,
  items: VisibleAssignment[],
  includes: Set<string>,
  submissions: Map<number, SubmissionRow>,
  excluded: ReadonlySet<string> = new Set(),
) {
  const withOverrides = includes.has('overrides') && managesAssignments(loaded.access);
  const { db } = c.get('deps');
  const facts = loadReadFacts(c, loaded, items.map(({ assignment }) => assignment));
  const staff = staffFields(c, loaded, items.map(({ assignment }) => assignment.id), facts, excluded.has('needs_grading_count'));
  const extra = includeFields(c, loaded, items.map(({ assignment }) => assignment), includes, submissions);
  const rubrics = loadAssignmentRubrics(db, items.map(({ assignment }) => assignment.id));
  const viewer = includes.has('submission') ? submissionViewer(c, loaded.course.id, loaded.access) : undefined;
  const anonymized = anonymizedAssignments(db, items.map(({ assignment }) => assignment.id));
  return items.map(({ assignment, options }) => {
    const json: Record<string, unknown> = {
      ...assignmentJson(c, assignment, options, facts),
      ...rubricFieldsOf(rubrics.get(assignment.id)),
      ...staff(assignment.id),
    };
    Object.assign(json, extra(assignment, json));
    // Assignment#anonymize_students?: the app knows students by anonymous id while it is true (docs/decisions/0056).
    json.anonymize_students = anonymized.has(assignment.id);
    if (withOverrides) {
      const visible = visibleOverrides(db, c.get('caller').id, { ...loaded, assignment });
      json.overrides = visible.map(({ override, studentIds }) => overrideJson(override, studentIds));
    }
    const submission = viewer ? submissions.get(assignment.id) : undefined;
    if (viewer && submission) {
      const view = { viewer, expectsSubmission: expectsSubmission(submissionTypes(assignment)), postManually: Boolean(assignment.post_manually) };
      json.submission = submissionJson(submission, view);
    }
    return json;
  });
}
