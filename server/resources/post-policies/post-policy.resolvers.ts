import { GraphQLError } from 'graphql';
import type { AppContext, Db } from '../../canvas/context';
import { nowIso } from '../../canvas/dates';
import { courseAccess, type CourseAccess } from '../../canvas/permissions';
import { placeholders } from '../../db/sql';
import { prepared } from '../../db/statements';
import { legacyId, legacyIds } from '../../graphql/relay-ids';
import type { AssignmentRow } from '../assignments/assignment-row';
import type { CourseRow } from '../courses/course-row';
import { findCourse } from '../courses/courses.store';
import { anonymizedAssignments } from '../submissions/anonymity';
import { visibleSectionIds } from '../courses/section-visibility';
import { runInBackground } from '../progress/progress-runner';
import { createProgress } from '../progress/progress.store';
import { assignmentNode, assignmentPolicyNode, coursePolicyNode, progressNode, sectionNode } from './post-policy.nodes';
import { coursePostsManually, setAssignmentPostPolicy, setCoursePostPolicy } from './post-policy.store';
import { chooseSubmissions, setPostedAt } from './posting.store';

/**
 * The four post-policy mutations, as canvas-lms app/graphql/mutations/{set_assignment_post_policy,
 * set_course_post_policy,post_assignment_grades,hide_assignment_grades}.rb answer them: refusals and unknown ids are
 * GraphQL errors with Canvas's messages (a caller without the right is told "not found", as
 * BaseMutation#verify_authorized_action! does), never HTTP errors.
 */

export type GraphqlContext = { c: AppContext };

type Loaded = { assignment: AssignmentRow; course: CourseRow; access: CourseAccess };

const fail = (message: string) => new GraphQLError(message);

function loadAssignment(ctx: GraphqlContext, rawId: string, missing: string): Loaded {
  const { db } = ctx.c.get('deps');
  const id = legacyId(rawId, 'Assignment');
  const assignment = id === undefined ? undefined
    : prepared<[number], AssignmentRow>(db, `SELECT * FROM assignments WHERE id = ? AND workflow_state != 'deleted'`).get(id);
  const course = assignment && findCourse(db, assignment.course_id);
  if (!assignment || !course || course.workflow_state === 'deleted') throw fail(missing);
  return { assignment, course, access: courseAccess(db, ctx.c.get('caller').id, course) };
}

/** Assignment :grade and Course :manage_grades are both the course's manage_grades in Lectern's roles. */
function requireGrader(access: CourseAccess): void {
  if (!access.rights.has('manage_grades')) throw fail('not found');
}

type PolicyInput = { input: { assignmentId: string; postManually: boolean } };

function setAssignmentPolicy({ input }: PolicyInput, ctx: GraphqlContext) {
  const { assignment, course, access } = loadAssignment(ctx, input.assignmentId, 'An assignment with that id does not exist');
  requireGrader(access);
  if (!input.postManually && assignment.anonymous_grading) throw fail('Anonymous assignments must be manually posted');
  setAssignmentPostPolicy(ctx.c.get('deps').db, assignment.id, input.postManually);
  return { postPolicy: assignmentPolicyNode({ ...assignment, post_manually: input.postManually ? 1 : 0 }, course), errors: null };
}

type CoursePolicyInput = { input: { courseId: string; postManually: boolean } };

function setCoursePolicy({ input }: CoursePolicyInput, ctx: GraphqlContext) {
  const { db } = ctx.c.get('deps');
  const id = legacyId(input.courseId, 'Course');
  const course = id === undefined ? undefined : findCourse(db, id);
  if (!course || course.workflow_state === 'deleted') throw fail('A course with that id does not exist');
  requireGrader(courseAccess(db, ctx.c.get('caller').id, course));
  setCoursePostPolicy(db, course.id, input.postManually);
  return { postPolicy: coursePolicyNode(course, coursePostsManually(db, course.id)), errors: null };
}

type PostingInput = {
  input: { assignmentId: string; sectionIds?: string[] | null; onlyStudentIds?: string[] | null; skipStudentIds?: string[] | null; gradedOnly?: boolean | null };
};

/** The course's sections among those named; unknown ones drop out, as Canvas's course_sections.where(id:) does. */
function courseSections(ctx: GraphqlContext, courseId: number, ids: number[] | undefined) {
  if (ids === undefined) return undefined;
  return prepared<number[], { id: number; name: string }>(ctx.c.get('deps').db,
    `SELECT id, name FROM course_sections WHERE course_id = ? AND workflow_state != 'deleted' AND id IN (${placeholders(ids)}) ORDER BY id`,
  ).all(courseId, ...ids);
}

/**
 * Posting part of an anonymous assignment would name its students by elimination: Canvas refuses posting one by
 * section or graded only, and hiding by section while its students are anonymized (post_assignment_grades.rb,
 * hide_assignment_grades.rb).
 */
function requireAnonymityKept(db: Db, assignment: AssignmentRow, posting: 'post' | 'hide', by: { bySection: boolean; gradedOnly: boolean }): void {
  if (!assignment.anonymous_grading) return;
  if (posting === 'post' && by.bySection) throw fail('Anonymous assignments cannot be posted by section');
  if (posting === 'post' && by.gradedOnly) throw fail('Anonymous assignments cannot be posted by graded only');
  if (posting === 'hide' && by.bySection && anonymizedAssignments(db, [assignment.id]).has(assignment.id)) {
    throw fail('Anonymous assignments cannot be hidden by section');
  }
}

function startPosting(ctx: GraphqlContext, input: PostingInput['input'], posting: 'post' | 'hide') {
  // Every id is read before anything is looked up, as graphql-ruby prepares arguments before resolving.
  const sectionIds = legacyIds(input.sectionIds, 'Section');
  const onlyStudentIds = legacyIds(input.onlyStudentIds, 'User');
  const skipStudentIds = legacyIds(input.skipStudentIds, 'User');
  const loaded = loadAssignment(ctx, input.assignmentId, 'not found');
  const sections = courseSections(ctx, loaded.course.id, sectionIds);
  requireGrader(loaded.access);
  const { db } = ctx.c.get('deps');
  requireAnonymityKept(db, loaded.assignment, posting, { bySection: sections !== undefined, gradedOnly: Boolean(input.gradedOnly) });
  if (onlyStudentIds && skipStudentIds) throw fail('only_student_ids and skip_student_ids cannot be used together');
  const callerId = ctx.c.get('caller').id;
  const chosen = chooseSubmissions(db, {
    courseId: loaded.course.id,
    assignmentId: loaded.assignment.id,
    sectionIds: sections?.map((section) => section.id),
    visibleSectionIds: visibleSectionIds(db, callerId, loaded.course.id, loaded.access),
    onlyStudentIds,
    skipStudentIds,
    gradedOnly: posting === 'post' && Boolean(input.gradedOnly),
  });
  const tag = posting === 'post' ? 'post_assignment_grades' : 'hide_assignment_grades';
  const progress = createProgress(db, { contextType: 'Course', contextId: loaded.course.id, userId: callerId, tag });
  const postedAt = posting === 'post' ? nowIso() : null;
  void runInBackground(db, progress, async (report) => {
    await setPostedAt(db, chosen, postedAt, report);
    return { assignment_id: loaded.assignment.id, posted_at: postedAt, user_ids: chosen.map((row) => row.user_id) };
  });
  return {
    assignment: assignmentNode(loaded.assignment, loaded.course),
    progress: progressNode(progress),
    sections: sections?.map(sectionNode) ?? null,
    errors: null,
  };
}

/** The Query's one field: an assignment its course's graders may read, null for anyone else (Canvas's not-found). */
function readAssignment({ id }: { id: string }, ctx: GraphqlContext) {
  // A global id of another type is an error, as in Canvas; an id that names nothing is null.
  const legacy = legacyId(id, 'Assignment');
  if (legacy === undefined) return null;
  try {
    const { assignment, course, access } = loadAssignment(ctx, String(legacy), 'not found');
    return access.rights.has('manage_grades') || access.rights.has('view_all_grades') ? assignmentNode(assignment, course) : null;
  } catch {
    return null;
  }
}

export const postPolicyRoot = {
  assignment: readAssignment,
  setAssignmentPostPolicy: setAssignmentPolicy,
  setCoursePostPolicy: setCoursePolicy,
  postAssignmentGrades: ({ input }: PostingInput, ctx: GraphqlContext) => startPosting(ctx, input, 'post'),
  hideAssignmentGrades: ({ input }: PostingInput, ctx: GraphqlContext) => startPosting(ctx, input, 'hide'),
};
