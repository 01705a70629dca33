import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../canvas/context';
import { nowIso } from '../../canvas/dates';
import { fieldError, notFound, parameterMissing, validationFailed } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import { json } from '../../canvas/respond';
import { loadCourse, type LoadedCourse } from '../courses/course-access';
import { requireManageRubrics } from './rubric-access';
import { parseAssociationInput, type AssociationInput } from './rubric-association-params';
import type { AssociationRow } from './rubric-row';
import { saveAssociation } from './rubric-save';
import { associationJson, rubricJson } from './rubric.serialize';
import { findAssociation, findCourseRubric, retireAssociation } from './rubrics.store';

function loadManaged(c: AppContext): LoadedCourse {
  const loaded = loadCourse(c);
  requireManageRubrics(loaded);
  return loaded;
}

function requireInput(c: AppContext): AssociationInput {
  const input = parseAssociationInput(c.get('params'));
  if (!input) throw parameterMissing('rubric_association');
  return input;
}

/** Writes the association in one transaction and answers `{rubric, rubric_association}` as RubricAssociationsController does. */
function save(c: AppContext, loaded: LoadedCourse, input: AssociationInput, current: AssociationRow | undefined) {
  const { db } = c.get('deps');
  const rubricId = input.rubric_id ?? current?.rubric_id;
  if (rubricId === undefined) throw validationFailed(fieldError('rubric_id', 'blank', "can't be blank"));
  const rubric = findCourseRubric(db, loaded.course.id, rubricId);
  if (!rubric) throw validationFailed(fieldError('rubric_id', 'invalid', 'rubric_association[rubric_id] names no rubric of this course'));
  const association = db.transaction(() => saveAssociation(c, loaded, rubric, input, current, nowIso())).immediate();
  return json(c, { rubric: rubricJson(rubric, { withCriteria: true }), rubric_association: associationJson(association) });
}

function loadAssociation(c: AppContext) {
  const loaded = loadManaged(c);
  const association = findAssociation(c.get('deps').db, loaded.course.id, pathId(c, 'id'));
  if (!association) throw notFound();
  return { loaded, association };
}

/** RubricAssociationsController: attach a course rubric to an assignment (or bookmark it in the course), edit, detach. */
export function rubricAssociationRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post('/courses/:course_id/rubric_associations', (c) => {
      const loaded = loadManaged(c);
      return save(c, loaded, requireInput(c), undefined);
    })
    .put('/courses/:course_id/rubric_associations/:id', (c) => {
      const { loaded, association } = loadAssociation(c);
      return save(c, loaded, requireInput(c), association);
    })
    .delete('/courses/:course_id/rubric_associations/:id', (c) => {
      const { association } = loadAssociation(c);
      const { db } = c.get('deps');
      db.transaction(() => retireAssociation(db, association.id, nowIso())).immediate();
      return json(c, { rubric_association: associationJson(association) });
    });
}
