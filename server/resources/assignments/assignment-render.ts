import type { AppContext } from '../../canvas/context';
import type { LoadedCourse } from '../courses/course-access';
import { overrideJson } from '../overrides/override.serialize';
import { visibleOverrides } from '../overrides/override-visibility';
import type { SubmissionRow } from '../submissions/submission-row';
import { submissionJson } from '../submissions/submission.serialize';
import { assignmentJson } from './assignment.serialize';
import { managesAssignments, type VisibleAssignment } from './visible-assignments';

/**
 * Assignment JSON with the includes that need more than the row: `overrides` (the override objects, for
 * assignment managers only, as Canvas's include_override_objects) and `submission` (the viewer's own row).
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
  return items.map(({ assignment, options }) => {
    const json: Record<string, unknown> = assignmentJson(c, assignment, options);
    if (withOverrides) {
      const visible = visibleOverrides(db, c.get('caller').id, { ...loaded, assignment });
      json.overrides = visible.map(({ override, studentIds }) => overrideJson(override, studentIds));
    }
    const submission = includes.has('submission') ? submissions.get(assignment.id) : undefined;
    if (submission) json.submission = submissionJson(submission);
    return json;
  });
}
