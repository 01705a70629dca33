import type { AppContext, Db } from '../../canvas/context';
import { notFound } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import type { CourseAccess } from '../../canvas/permissions';
import type { AssignmentRow } from '../assignments/assignment-row';
import { listActiveAssignments, loadAssignees } from '../assignments/assignments.store';
import { applicableOverrides } from '../assignments/effective-due-dates';
import { loadCourse, type LoadedCourse } from '../courses/course-access';
import type { CourseRow } from '../courses/course-row';
import { visibleSectionIds } from '../courses/section-visibility';
import { listOverridesWithSets, observedStudentIds, overrideStudentIds, studentsOfSections, type OverrideWithSet } from './overrides.store';

export type VisibleOverride = { override: OverrideWithSet; studentIds: number[] };
export type OverrideScope = LoadedCourse & { assignment: AssignmentRow };

/**
 * The controller's before-actions: an active course the caller may read (404, then 403), then one of its
 * active assignments (404). The group and section lookups pass the set's course, already checked.
 */
export function loadOverrideScope(c: AppContext, loaded: LoadedCourse = loadCourse(c)): OverrideScope {
  const [assignment] = listActiveAssignments(c.get('deps').db, loaded.course.id, [pathId(c, 'assignment_id')]);
  if (!assignment) throw notFound();
  return { ...loaded, assignment };
}

/**
 * Canvas's assignment_override_collection (AssignmentOverrideApplicator.overrides_for_assignment_and_user):
 * course staff see every section and group override and the adhoc ones with a student they may see (a
 * section-limited TA: students of their sections); learners see only the overrides that apply to them, or to
 * the students they observe, and only those students' ids.
 */
export function visibleOverrides(db: Db, callerId: number, scope: { course: CourseRow; access: CourseAccess; assignment: AssignmentRow }): VisibleOverride[] {
  const { course, access, assignment } = scope;
  const overrides = listOverridesWithSets(db, assignment.id);
  const students = overrideStudentIds(db, overrides.filter((o) => o.set_type === 'ADHOC').map((o) => o.id));
  const studentsOf = (override: OverrideWithSet) => students.get(override.id) ?? [];
  if (access.rights.has('read_as_admin')) {
    const sections = visibleSectionIds(db, callerId, course.id, access);
    const seen = sections ? studentsOfSections(db, sections) : undefined;
    return overrides.flatMap((override) => {
      if (override.set_type !== 'ADHOC') return [{ override, studentIds: [] }];
      const ids = studentsOf(override).filter((id) => !seen || seen.has(id));
      return ids.length > 0 ? [{ override, studentIds: ids }] : [];
    });
  }
  const learners = [callerId, ...observedStudentIds(db, course.id, callerId)];
  const applying = applicableOverrides(assignment, overrides, loadAssignees(db, course.id, learners));
  const applicable = new Set([...applying.values()].flat().map((override) => override.id));
  return overrides
    .filter((override) => applicable.has(override.id))
    .map((override) => ({ override, studentIds: studentsOf(override).filter((id) => learners.includes(id)) }));
}

/** One override the caller may see, by id or by its section or group; 404 when there is none. */
export function findVisibleOverride(
  db: Db,
  callerId: number,
  scope: OverrideScope,
  match: (override: OverrideWithSet) => boolean,
): VisibleOverride {
  const found = visibleOverrides(db, callerId, scope).find(({ override }) => match(override));
  if (!found) throw notFound();
  return found;
}
