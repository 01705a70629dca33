import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../canvas/context';
import { nowIso } from '../../canvas/dates';
import { CanvasError, notFound } from '../../canvas/errors';
import { userPathId } from '../../canvas/ids';
import { json } from '../../canvas/respond';
import { requestOrigin } from '../../canvas/urls';
import { loadCourse } from '../courses/course-access';
import { loadReadableGroup } from '../groups/group-access';
import { canReadUser, findUser } from '../users/users.store';
import { COURSE_TABS, GROUP_TABS, USER_TABS } from './tab-catalog';
import { arrangeTabs, isLockedTab, isValidPosition, moveTab, setHidden } from './tab-order';
import { parseTabChange } from './tab-params';
import { courseTabsJson, fixedTabsJson, MANAGE_TABS, tabJson } from './tab.serialize';
import { loadTabConfiguration, saveTabConfiguration, unusedTabIds } from './tabs.store';

const COURSE_TAB_IDS = COURSE_TABS.map((tab) => tab.id);

/** TabsController#index raises RecordNotFound when the caller may not :read the context: a refusal is a 404 there. */
function readOr404<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (error instanceof CanvasError && error.status === 403) throw notFound();
    throw error;
  }
}

const tabError = (message: string) => new CanvasError(400, { error: message });

function courseTabs(c: AppContext, courseId: number) {
  return arrangeTabs(COURSE_TAB_IDS, loadTabConfiguration(c.get('deps').db, courseId));
}

/** Navigation tabs (docs/canvas-contract.md §6): whole arrays in position order, never paginated. */
export function tabRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/courses/:course_id/tabs', (c) => {
      const { course, access } = readOr404(() => loadCourse(c));
      const owner = { origin: requestOrigin(c), basePath: `/courses/${course.id}` };
      const unused = unusedTabIds(c.get('deps').db, course.id, course.allow_student_wiki_edits === 1);
      return json(c, courseTabsJson(owner, courseTabs(c, course.id), access, unused));
    })
    .get('/groups/:group_id/tabs', (c) => {
      const { group } = readOr404(() => loadReadableGroup(c));
      return json(c, fixedTabsJson({ origin: requestOrigin(c), basePath: `/groups/${group.id}` }, GROUP_TABS));
    })
    .get('/users/:user_id/tabs', (c) => {
      const { db } = c.get('deps');
      const userId = userPathId(c);
      if (!findUser(db, userId) || !canReadUser(db, c.get('caller').id, userId)) throw notFound();
      return json(c, fixedTabsJson({ origin: requestOrigin(c), basePath: '' }, USER_TABS));
    })
    .put('/courses/:course_id/tabs/:tab_id', (c) => {
      const { db } = c.get('deps');
      // Canvas checks the right before it looks for the tab, so a student learns nothing about tab ids.
      const { course } = loadCourse(c, { rights: MANAGE_TABS });
      const tabId = c.req.param('tab_id');
      const tab = COURSE_TABS.find((t) => t.id === tabId);
      // Canvas fails with a 500 on an unknown id (nil.with_indifferent_access); Lectern answers 404 (§6.2).
      if (!tab) throw notFound();
      if (isLockedTab(tab.id)) throw tabError(`${tab.id} is not manageable`);
      const change = parseTabChange(c.get('params'));
      // Read, check and write inside one immediate transaction so concurrent moves apply one after the other.
      const saved = db
        .transaction(() => {
          const before = courseTabs(c, course.id);
          let tabs = before;
          if (change.position !== undefined && !isValidPosition(change.position, tabs.length)) {
            throw tabError('That tab location is invalid');
          }
          if (change.hidden !== undefined) tabs = setHidden(tabs, tab.id, change.hidden);
          if (change.position !== undefined) tabs = moveTab(tabs, tab.id, change.position);
          // Like Canvas, save only a real change: a PUT that changes nothing leaves no configuration behind.
          if (JSON.stringify(tabs) !== JSON.stringify(before)) saveTabConfiguration(db, course.id, tabs, nowIso());
          return tabs;
        })
        .immediate();
      const index = saved.findIndex((t) => t.id === tab.id);
      const owner = { origin: requestOrigin(c), basePath: `/courses/${course.id}` };
      const unused = unusedTabIds(db, course.id, course.allow_student_wiki_edits === 1).has(tab.id);
      return json(c, tabJson(owner, tab, index + 1, saved[index]?.hidden === true, unused));
    });
}
