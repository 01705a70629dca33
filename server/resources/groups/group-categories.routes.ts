import { Hono } from 'hono';
import { z } from 'zod';
import { canvasString, stringList } from '../../canvas/coerce';
import type { AppContext, AppEnv } from '../../canvas/context';
import { CanvasError } from '../../canvas/errors';
import { paginate } from '../../canvas/pagination';
import { json } from '../../canvas/respond';
import { parseParams } from '../../canvas/validate';
import { loadCourse } from '../courses/course-access';
import { isRootAdmin } from '../users/users.store';
import { loadViewableCategory, MANAGE_GROUPS } from './group-access';
import { categoryStats } from './group-members.store';
import type { GroupCategoryRow } from './group-row';
import { groupCategoryJson, groupJson } from './group.serialize';
import { categoryGroups, courseCategories } from './groups.store';

/** Canvas reads `includes[]` (not include[]) here: groups_count, unassigned_users_count. */
const categoryParams = z.object({ includes: stringList().optional() });
const indexParams = categoryParams.extend({ collaboration_state: canvasString.optional() });
const COLLABORATION_STATES = ['all', 'collaborative', 'non_collaborative'];

/** Renders group sets for the caller, who is asked once whether they may see SIS ids, however many sets there are. */
function categoryRenderer(c: AppContext, includes: Set<string>) {
  const { db } = c.get('deps');
  const callerId = c.get('caller').id;
  const sis = isRootAdmin(db, callerId);
  return (category: GroupCategoryRow) =>
    groupCategoryJson(category, categoryStats(db, category.id, category.course_id, callerId), { sis, includes });
}

/** Group sets (Canvas's GroupCategoriesController): a course's, one, and its groups; all need a manage_groups right. */
export function groupCategoryRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/courses/:course_id/group_categories', (c) => {
      const { course } = loadCourse(c, { rights: MANAGE_GROUPS });
      const params = parseParams(indexParams, c.get('params'));
      const state = (params.collaboration_state?.trim() || 'collaborative').toLowerCase();
      if (!COLLABORATION_STATES.includes(state)) throw new CanvasError(400, { error: 'Invalid collaboration_state parameter' });
      // Lectern has no differentiation tags (non-collaborative sets), so that filter matches nothing.
      const source = state === 'non_collaborative' ? { fetch: () => [], count: () => 0 } : courseCategories(c.get('deps').db, course.id);
      return json(c, paginate(c, source).map(categoryRenderer(c, new Set(params.includes))));
    })
    .get('/group_categories/:group_category_id', (c) => {
      const { category } = loadViewableCategory(c);
      return json(c, categoryRenderer(c, new Set(parseParams(categoryParams, c.get('params')).includes))(category));
    })
    .get('/group_categories/:group_category_id/groups', (c) => {
      const { category } = loadViewableCategory(c);
      const { db } = c.get('deps');
      const sis = isRootAdmin(db, c.get('caller').id);
      return json(c, paginate(c, categoryGroups(db, category.id)).map((group) => groupJson(c, group, { sis })));
    });
}
