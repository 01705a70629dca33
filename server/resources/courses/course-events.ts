import type { Db } from '../../canvas/context';
import { canDeleteCourse, type CourseAccess, type CourseRight } from '../../canvas/permissions';
import type { CourseRow } from './course-row';
import { hasStudentWork, setEnrollmentStates, updateCourse, type CoursePatch } from './courses-write.store';

/**
 * The events PUT /courses/:id checks rights for (docs/canvas-contract.md §2.5). `unconclude` is Canvas's workflow event behind
 * its web action POST /courses/:id/unconclude (change_course_state); Lectern accepts it here with the conclude rights.
 */
const DOCUMENTED_EVENTS = ['offer', 'claim', 'conclude', 'unconclude', 'delete', 'undelete'] as const;
type State = CourseRow['workflow_state'];

const isDocumentedEvent = (event: string): event is (typeof DOCUMENTED_EVENTS)[number] =>
  (DOCUMENTED_EVENTS as readonly string[]).includes(event);

/** Course's workflow: the events each state accepts and where they lead (Canvas app/models/course.rb). */
const TRANSITIONS: Record<State, Record<string, State>> = {
  created: { claim: 'claimed', offer: 'available', complete: 'completed', delete: 'deleted' },
  claimed: { offer: 'available', complete: 'completed', delete: 'deleted' },
  available: { complete: 'completed', claim: 'claimed', delete: 'deleted' },
  completed: { unconclude: 'available', offer: 'available', claim: 'claimed', delete: 'deleted' },
  deleted: { undelete: 'claimed' },
};

/**
 * Canvas's permission_for_event: publish rights for offer/claim, conclude rights for conclude/unconclude, the delete
 * right for delete/undelete. Any other event (Canvas's internal `complete`, or junk that then fails as invalid) needs
 * a state-changing right, so nobody without one can move the course through an undocumented name.
 */
export function mayProcessEvent(access: CourseAccess, course: CourseRow, event: string): boolean {
  const has = (...rights: CourseRight[]) => rights.some((right) => access.rights.has(right));
  if (!isDocumentedEvent(event)) return has('change_course_state', 'manage_courses_publish', 'manage_courses_conclude');
  switch (event) {
    case 'offer':
    case 'claim':
      return has('change_course_state', 'manage_courses_publish');
    case 'conclude':
    case 'unconclude':
      return has('change_course_state', 'manage_courses_conclude');
    case 'delete':
    case 'undelete':
      return course.template !== 1 && canDeleteCourse(access, course.workflow_state);
  }
}

/** A request for a state the course is already in succeeds without change (Canvas's non_event?). */
function alreadyThere(state: State, event: string): boolean {
  return (
    (event === 'offer' && state === 'available') ||
    (event === 'claim' && state === 'claimed') ||
    (event === 'complete' && state === 'completed') ||
    (event === 'delete' && state === 'deleted')
  );
}

export type EventOutcome = { ok: true } | { ok: false; message: string };

/**
 * Applies a lifecycle event and its side effects (enrollments follow conclude and delete). Writes several
 * rows: call inside a transaction. A refused event writes nothing and says why, for errors.workflow_state.
 */
export function applyCourseEvent(db: Db, course: CourseRow, requested: string, now: string): EventOutcome {
  const event = requested === 'conclude' ? 'complete' : requested;
  if (alreadyThere(course.workflow_state, event)) return { ok: true };
  if (event === 'claim' && hasStudentWork(db, course.id)) {
    return { ok: false, message: 'Course cannot be unpublished if student submissions exist.' };
  }
  const target = TRANSITIONS[course.workflow_state][event];
  if (!target) return { ok: false, message: `There is no event ${event} defined for the ${course.workflow_state} state` };
  const patch: CoursePatch = { workflow_state: target };
  if (event === 'complete') {
    patch.conclude_at = course.conclude_at ?? now;
    setEnrollmentStates(db, course.id, ['active', 'invited'], 'completed', now);
  } else if (event === 'delete') {
    patch.deleted_at = now;
    const live = ['active', 'invited', 'creation_pending', 'completed', 'inactive', 'rejected'];
    setEnrollmentStates(db, course.id, live, 'deleted', now);
  } else if (event === 'undelete') {
    patch.deleted_at = null;
  } else if (event === 'unconclude') {
    // Canvas's do_unconclude clears the end; enrollments concluded with the course stay concluded.
    patch.conclude_at = null;
  } else if (event === 'offer') {
    // Publishing sends the invitations that were held back while the course was unpublished.
    setEnrollmentStates(db, course.id, ['creation_pending'], 'invited', now);
  }
  updateCourse(db, course.id, patch, now);
  return { ok: true };
}
