import { z } from 'zod';
import { idList, stringList, toCanvasBoolean } from '../../canvas/coerce';
import type { AppContext } from '../../canvas/context';
import { parseParams } from '../../canvas/validate';
import { renderAssignments } from '../assignments/assignment-render';
import { submissionTypes } from '../assignments/assignment-row';
import { viewerSubmissions } from '../assignments/assignment-list';
import { visibleAssignments, type VisibleAssignment } from '../assignments/visible-assignments';
import type { LoadedCourse } from '../courses/course-access';
import type { SubmissionRow } from '../submissions/submission-row';
import { submissionViewer } from '../submissions/submission-visibility';
import type { AssignmentGroupRow } from './assignment-group-row';
import { assignmentGroupJson } from './assignment-group.serialize';

/**
 * The assignment group reads (canvas-lms assignment_groups_controller#index, assignment_groups_api_controller#show)
 * with include[]=assignments: the assignments the caller may see, rendered as the assignment list renders them
 * (submission through the one read rule, overrides for managers, can_edit, statistics...).
 */

const readParams = z.object({
  include: stringList().optional(),
  // Canvas also takes a comma-separated string here.
  assignment_ids: idList({ comma: true }).optional(),
  exclude_assignment_submission_types: stringList().optional(),
  exclude_response_fields: stringList().optional(),
  override_assignment_dates: z.unknown().optional(),
});

/** The only submission types Canvas lets a client exclude; it compares an assignment's whole type list. */
const EXCLUDABLE_TYPES = new Set(['online_quiz', 'discussion_topic', 'wiki_page', 'external_tool']);

/** assignment_json's exclude_response_fields: each names the keys it leaves out. */
const EXCLUDED_KEYS: Record<string, string[]> = {
  description: ['description'],
  rubric: ['rubric', 'rubric_settings', 'use_rubric_for_grading', 'free_form_criterion_comments'],
  needs_grading_count: ['needs_grading_count'],
  in_closed_grading_period: ['in_closed_grading_period'],
};

type ReadParams = z.output<typeof readParams>;

function shownAssignments(c: AppContext, loaded: LoadedCourse, params: ReadParams, includes: Set<string>, groupIds: Set<number>) {
  const only = params.assignment_ids?.length ? new Set(params.assignment_ids) : undefined;
  const excluded = new Set((params.exclude_assignment_submission_types ?? []).filter((type) => EXCLUDABLE_TYPES.has(type)));
  const ownDates = params.override_assignment_dates === undefined || toCanvasBoolean(params.override_assignment_dates) !== false;
  return visibleAssignments(c, loaded.course, loaded.access, includes)
    .filter(({ assignment }) => groupIds.has(assignment.assignment_group_id) && (!only || only.has(assignment.id)))
    .filter(({ assignment }) => !excluded.has(submissionTypes(assignment).join(',')))
    .map((item): VisibleAssignment => (ownDates ? item : { ...item, options: { ...item.options, dates: undefined } }));
}

function withoutExcluded(json: Record<string, unknown>, excludes: string[]) {
  const dropped = new Set(excludes.flatMap((name) => EXCLUDED_KEYS[name] ?? []));
  return dropped.size === 0 ? json : Object.fromEntries(Object.entries(json).filter(([key]) => !dropped.has(key)));
}

/** include[]=assignments: the rendered assignments of these groups, keyed by group. */
function assignmentsByGroup(c: AppContext, loaded: LoadedCourse, params: ReadParams, groupIds: Set<number>) {
  const includes = new Set(params.include);
  if (!includes.has('assignments')) return undefined;
  const shown = shownAssignments(c, loaded, params, includes, groupIds);
  const viewer = submissionViewer(c, loaded.course.id, loaded.access);
  const submissions = includes.has('submission') ? viewerSubmissions(c, viewer, viewer.id, shown) : new Map<number, SubmissionRow>();
  const rendered = renderAssignments(c, loaded, shown, includes, submissions, new Set(params.exclude_response_fields));
  const byGroup = new Map<number, unknown[]>();
  shown.forEach(({ assignment }, index) => {
    const list = byGroup.get(assignment.assignment_group_id) ?? [];
    list.push(withoutExcluded(rendered[index] ?? {}, params.exclude_response_fields ?? []));
    byGroup.set(assignment.assignment_group_id, list);
  });
  return byGroup;
}

export function renderAssignmentGroups(c: AppContext, loaded: LoadedCourse, groups: AssignmentGroupRow[]) {
  const params = parseParams(readParams, c.get('params'));
  const byGroup = assignmentsByGroup(c, loaded, params, new Set(groups.map((group) => group.id)));
  return groups.map((group) => assignmentGroupJson(group, byGroup ? { assignments: byGroup.get(group.id) ?? [] } : {}));
}
