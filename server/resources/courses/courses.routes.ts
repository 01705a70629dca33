import { Hono } from 'hono';
import { z } from 'zod';
import { canvasBoolean, canvasString, stringList } from '../../canvas/coerce';
import type { AppContext, AppEnv } from '../../canvas/context';
import { forbidden, notFound } from '../../canvas/errors';
import { extensionsOn } from '../../canvas/extensions';
import { userPathId } from '../../canvas/ids';
import { paginateKeyset } from '../../canvas/pagination';
import { json } from '../../canvas/respond';
import { parseParams } from '../../canvas/validate';
import { canReadUser, findUser } from '../users/users.store';
import { loadCourse, requireCourseInAccount } from './course-access';
import { acknowledgeSort, USER_COURSE_SORTS } from './course-list-order';
import { ENROLLMENT_TYPES } from './course-row';
import { serializeCourses } from './course.serialize';
import { listUserCourses } from './courses.store';

const enrollmentType = z.enum(['teacher', 'student', 'ta', 'observer', 'designer']);

const listParams = z.object({
  enrollment_type: enrollmentType.optional(),
  enrollment_role: canvasString.optional(),
  enrollment_state: z.enum(['active', 'invited_or_pending', 'completed']).optional(),
  state: stringList().pipe(z.array(z.enum(['unpublished', 'available', 'completed', 'deleted']))).optional(),
  exclude_blueprint_courses: canvasBoolean.optional(),
  include: stringList().optional(),
  // Lectern's sort extension (docs/decisions/0006); Canvas ignores these on this endpoint.
  sort: z.enum(USER_COURSE_SORTS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
});

const showParams = z.object({
  include: stringList().optional(),
  teacher_limit: z.coerce.number().int().nonnegative().optional(),
});

function listCourses(c: AppContext, userId: number): Response {
  const params = parseParams(listParams, c.get('params'));
  const filters = {
    enrollmentType: params.enrollment_type && ENROLLMENT_TYPES[params.enrollment_type],
    enrollmentRole: params.enrollment_role,
    enrollmentState: params.enrollment_state,
    states: params.state,
    excludeBlueprint: params.exclude_blueprint_courses,
  };
  const sort = extensionsOn(c) && params.sort ? { sort: params.sort, order: params.order ?? 'asc' } : undefined;
  const source = listUserCourses(c.get('deps').db, userId, filters, sort);
  if (sort) acknowledgeSort(c, sort.sort, sort.order);
  const rows = paginateKeyset(c, source);
  return json(c, serializeCourses(c, rows, { includes: new Set(params.include) }));
}

function showCourse(c: AppContext, param: string): Response {
  const params = parseParams(showParams, c.get('params'));
  const includes = new Set(params.include);
  const { course, access } = loadCourse(c, { param, allowDeleted: includes.has('all_courses') });
  const [body] = serializeCourses(c, [course], {
    includes,
    teacherLimit: params.teacher_limit,
    permissionsFor: () => ({
      create_discussion_topic: access.rights.has('create_discussion_topic'),
      create_announcement: access.rights.has('create_announcement'),
    }),
  });
  return json(c, body);
}

/** Course listing and reading (docs/canvas-contract.md §2.1–§2.3). */
export function courseReadRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/courses', (c) => listCourses(c, c.get('caller').id))
    .get('/users/:user_id/courses', (c) => {
      const userId = userPathId(c);
      const { db } = c.get('deps');
      if (!findUser(db, userId)) throw notFound();
      if (!canReadUser(db, c.get('caller').id, userId)) throw forbidden();
      return listCourses(c, userId);
    })
    .get('/courses/:id', (c) => showCourse(c, 'id'))
    .get('/accounts/:account_id/courses/:id', (c) => {
      requireCourseInAccount(c);
      return showCourse(c, 'id');
    });
}
