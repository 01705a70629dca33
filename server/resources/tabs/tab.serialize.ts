import type { CourseAccess, CourseRight } from '../../canvas/permissions';
import { COURSE_TABS, LAST_TAB, type TabDefinition } from './tab-catalog';
import type { TabSetting } from './tab-order';

/** Where an owner's tabs lead: `/courses/1`, `/groups/3`, or '' for a user's (their paths are absolute). */
export type TabOwner = { origin: string; basePath: string };

/** Api::V1::Tab#tab_json, in its key order; `hidden` and `unused` only when true. */
export function tabJson(owner: TabOwner, tab: TabDefinition, position: number, hidden = false, unused = false) {
  const htmlUrl = `${owner.basePath}${tab.path}` || '/';
  return {
    id: tab.id,
    html_url: htmlUrl,
    full_url: `${owner.origin}${htmlUrl}`,
    position,
    ...(hidden ? { hidden: true } : {}),
    ...(unused ? { unused: true } : {}),
    // Api::V1::Tab#visibility: settings, hidden and unused tabs are for admins; internal tabs are otherwise public.
    visibility: tab.id === LAST_TAB || hidden || unused ? 'admins' : 'public',
    label: tab.label,
    type: 'internal',
  };
}

export type TabJson = ReturnType<typeof tabJson>;

/** An owner's fixed tabs, numbered in order (groups and users have no configuration). */
export const fixedTabsJson = (owner: TabOwner, tabs: readonly TabDefinition[]) => tabs.map((tab, i) => tabJson(owner, tab, i + 1));

/** Rights that manage a course's navigation (TabsController#update): they see every tab, hidden ones marked. */
export const MANAGE_TABS: CourseRight[] = ['manage_content', 'manage_course_content_edit'];
const managesTabs = (access: CourseAccess) => MANAGE_TABS.some((right) => access.rights.has(right));
/** Course#tabs_available keeps hidden tabs for content managers and anyone who reads as admin (a concluded course's teacher). */
const seesHidden = (access: CourseAccess) => managesTabs(access) || access.rights.has('read_as_admin');

const definitionOf = (id: string) => COURSE_TABS.find((tab) => tab.id === id);

/**
 * A course's tabs as the caller sees them (Course#tabs_available, then Api::V1::Tab#context_tabs numbering). Those
 * who manage the navigation see all of them in the configured order, so their positions are the ones PUT takes.
 * Everyone else loses tabs their rights do not reach (settings needs read_as_admin, grades a grades right, people
 * read_roster, outcomes a student or staff role) and, unless they read as admin, hidden and unused tabs (a tab
 * whose content the course has none of); what is left is numbered 1..k as Canvas renumbers it.
 */
export function courseTabsJson(
  owner: TabOwner,
  arranged: readonly TabSetting[],
  access: CourseAccess,
  unusedIds: ReadonlySet<string>,
): TabJson[] {
  const manager = managesTabs(access);
  const hiddenToo = seesHidden(access);
  const shown = arranged.flatMap((setting) => {
    const tab = definitionOf(setting.id);
    if (!tab) return [];
    const hidden = setting.hidden === true;
    const unused = unusedIds.has(tab.id);
    if (manager) return [{ tab, hidden, unused }];
    const reachable = (tab.rights ?? []).some((right) => access.rights.has(right));
    return reachable && ((!hidden && !unused) || hiddenToo) ? [{ tab, hidden, unused }] : [];
  });
  return shown.map(({ tab, hidden, unused }, i) => tabJson(owner, tab, i + 1, hidden, unused));
}
