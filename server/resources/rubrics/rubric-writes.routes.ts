import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../canvas/context';
import { nowIso } from '../../canvas/dates';
import { fieldError, notFound, validationFailed } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import type { ParamTree } from '../../canvas/params';
import { json } from '../../canvas/respond';
import { loadCourse } from '../courses/course-access';
import { requireManageRubrics } from './rubric-access';
import { parseAssociationInput } from './rubric-association-params';
import { parseRubricInput } from './rubric-params';
import { saveRubric, type SavedRubric } from './rubric-save';
import { associationJson, rubricJson } from './rubric.serialize';
import { deleteRubric, findCourseRubric } from './rubrics.store';

/** RubricsController's answer: the rubric with its criteria, and the association made or named (null if none). */
const answer = ({ rubric, association }: SavedRubric) => ({
  rubric: rubricJson(rubric, { withCriteria: true }),
  rubric_association: association ? associationJson(association) : null,
});

function optionalId(params: ParamTree, name: string): number | undefined {
  const value = params[name];
  if (value === undefined || value === null || value === '') return undefined;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n <= 0) throw validationFailed(fieldError(name, 'invalid', `${name} must be an id`));
  return n;
}

function writeInput(c: AppContext) {
  const params = c.get('params');
  return { rubric: parseRubricInput(params), association: parseAssociationInput(params), associationId: optionalId(params, 'rubric_association_id') };
}

/** The loaded course and the live rubric the path names, for a caller with manage_rubrics; 404 for no such rubric. */
function loadRubric(c: AppContext) {
  const loaded = loadCourse(c);
  requireManageRubrics(loaded);
  const rubric = findCourseRubric(c.get('deps').db, loaded.course.id, pathId(c, 'id'));
  if (!rubric) throw notFound();
  return { loaded, rubric };
}

/** RubricsController#create, #update and #destroy for a course (docs/canvas-contract.md, "Rubrics"). */
export function rubricWriteRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post('/courses/:course_id/rubrics', (c) => {
      const loaded = loadCourse(c);
      requireManageRubrics(loaded);
      return json(c, answer(saveRubric(c, loaded, undefined, writeInput(c))));
    })
    .put('/courses/:course_id/rubrics/:id', (c) => {
      const { loaded, rubric } = loadRubric(c);
      return json(c, answer(saveRubric(c, loaded, rubric, writeInput(c))));
    })
    .delete('/courses/:course_id/rubrics/:id', (c) => {
      const { rubric } = loadRubric(c);
      const { db } = c.get('deps');
      db.transaction(() => deleteRubric(db, rubric.id, nowIso())).immediate();
      return json(c, { rubric: rubricJson(rubric) });
    });
}
