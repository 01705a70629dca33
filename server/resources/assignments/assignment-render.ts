import type { AppContext } from '../../canvas/context';
import type { LoadedCourse } from '../courses/course-access';
import { visibleSectionIds } from '../courses/section-visibility';
import { overrideJson } from '../overrides/override.serialize';
import { visibleOverrides } from '../overrides/override-visibility';
import type { SubmissionRow } from '../submissions/submission-row';
import { submissionJson } from '../submissions/submission.serialize';
import { submissionViewer } from '../submissions/submission-visibility';
import { loadAssignmentRubrics, rubricFieldsOf } from '../rubrics/assignment-rubrics';
import { assignmentsWithSubmissions } from './assignment-writes.store';
import { expectsSubmission, submissionTypes } from './assignment-row';
import { assignmentJson } from './assignment.serialize';
import { loadNeedsGradingCounts } from './assignments.store';
import { managesAssignments, type VisibleAssignment } from './visible-assignments';

/**
 * What managers and graders see beyond the row: `unpublishable` (no student has submitted) for assignment
 * managers, `needs_grading_count` for graders (a section-limited one counts their sections' students).
 */
function staffFields(c: AppContext, loaded: LoadedCourse, ids: number[]) {
  const { db } = c.get('deps');
  const manages = managesAssignments(loaded.access);
  const submitted = manages ? assignmentsWithSubmissions(db, ids) : undefined;
  const grades = loaded.access.rights.has('manage_grades');
  const counts = grades ? loadNeedsGradingCounts(db, ids, visibleSectionIds(db, c.get('caller').id, loaded.course.id, loaded.access)) : undefined;
  return (id: number) => ({
    ...(submitted ? { unpublishable: !submitted.has(id) } : {}),
    ...(counts ? { needs_grading_count: counts.get(id) ?? 0 } : {}),
  });
}

/**
 * Assignment JSON with what needs more than the row: the staff fields above, `overrides` (the override objects,
 * for assignment managers only, as Canvas's include_override_objects) and `submission` (the viewer's own row).
 */
export function renderAssignments(
  c: AppContext,
  loaded: LoadedCourse,
  items: VisibleAssignment[],
  includes: Set<string>,
  submissions: Map<number, SubmissionRow>,
) {
  const withOverrides = includes.has('overrides') && managesAssignments(loaded.access);
  const { db } = c.get('deps');
  const staff = staffFields(c, loaded, items.map(({ assignment }) => assignment.id));
  const rubrics = loadAssignmentRubrics(db, items.map(({ assignment }) => assignment.id));
  const viewer = includes.has('submission') ? submissionViewer(c, loaded.course.id, loaded.access) : undefined;
  return items.map(({ assignment, options }) => {
    const json: Record<string, unknown> = {
      ...assignmentJson(c, assignment, options),
      ...rubricFieldsOf(rubrics.get(assignment.id)),
      ...staff(assignment.id),
    };
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
