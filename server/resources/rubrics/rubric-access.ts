import type { AppContext } from '../../canvas/context';
import { forbidden } from '../../canvas/errors';
import type { LoadedCourse } from '../courses/course-access';
import { visibleAssignments } from '../assignments/visible-assignments';
import { gradingAssociations } from './rubrics.store';

/** Rubric's policy: creating, editing and attaching rubrics take manage_rubrics in the course. */
const managesRubrics = (loaded: LoadedCourse) => loaded.access.rights.has('manage_rubrics');

export function requireManageRubrics(loaded: LoadedCourse): void {
  if (!managesRubrics(loaded)) throw forbidden();
}

/**
 * Lectern's one widening of Canvas's read rule (docs/decisions/0053-rubrics.md): besides those with manage_rubrics,
 * anyone may read a rubric that grades an assignment they can see, as Canvas shows it to them on the assignment.
 */
export function mayReadRubric(c: AppContext, loaded: LoadedCourse, rubricId: number): boolean {
  if (managesRubrics(loaded)) return true;
  const visible = visibleAssignments(c, loaded.course, loaded.access, new Set()).map(({ assignment }) => assignment.id);
  return [...gradingAssociations(c.get('deps').db, visible).values()].some((association) => association.rubric_id === rubricId);
}
