import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../canvas/context';
import { badRequest, forbidden } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import { paginateArray } from '../../canvas/pagination';
import { json } from '../../canvas/respond';
import { loadCourse } from '../courses/course-access';
import { mayReadRubric, requireManageRubrics } from './rubric-access';
import { parseRubricIncludes } from './rubric-includes';
import { rubricIncludes } from './rubric-reads';
import { rubricJson } from './rubric.serialize';
import { findCourseRubric, listCourseRubrics } from './rubrics.store';

/** RubricsApiController#show: an unknown or deleted rubric is `{"message":"Rubric not found"}`, 404. */
const rubricNotFound = () => badRequest('Rubric not found', 404);

function showRubric(c: AppContext) {
  const loaded = loadCourse(c);
  const includes = parseRubricIncludes(c.get('params'));
  const rubric = findCourseRubric(c.get('deps').db, loaded.course.id, pathId(c, 'id'));
  if (!rubric) {
    requireManageRubrics(loaded);
    throw rubricNotFound();
  }
  if (!mayReadRubric(c, loaded, rubric.id)) throw forbidden();
  return json(c, rubricJson(rubric, { withCriteria: includes.style === 'full', ...rubricIncludes(c, loaded, rubric.id, includes) }));
}

/** The course's rubric reads (RubricsApiController#index and #show). */
export function rubricReadRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/courses/:course_id/rubrics', (c) => {
      const loaded = loadCourse(c);
      requireManageRubrics(loaded);
      return json(c, paginateArray(c, listCourseRubrics(c.get('deps').db, loaded.course.id)).map((rubric) => rubricJson(rubric)));
    })
    .get('/courses/:course_id/rubrics/:id', showRubric);
}
