import { FIRST_TAB, LAST_TAB } from './tab-catalog';

/** One entry of a course's stored configuration: Canvas's tab_configuration element. */
export type TabSetting = { id: string; hidden?: boolean };

/**
 * The course's full tab order: the stored configuration laid over the default ids, as Course#tabs_available does.
 * Stored ids the course no longer offers are dropped, offered ids the configuration lacks follow in default order,
 * and home stays first and settings last whatever was stored.
 */
export function arrangeTabs(defaultIds: readonly string[], stored: readonly TabSetting[]): TabSetting[] {
  const offered = new Set(defaultIds);
  const seen = new Set<string>();
  const arranged: TabSetting[] = [];
  for (const setting of stored) {
    if (!offered.has(setting.id) || seen.has(setting.id)) continue;
    seen.add(setting.id);
    arranged.push(setting.hidden ? { id: setting.id, hidden: true } : { id: setting.id });
  }
  for (const id of defaultIds) if (!seen.has(id)) arranged.push({ id });
  const pinned = (id: string) => arranged.filter((t) => t.id === id).map((t) => ({ id: t.id }));
  const middle = arranged.filter((t) => t.id !== FIRST_TAB && t.id !== LAST_TAB);
  return [...pinned(FIRST_TAB), ...middle, ...pinned(LAST_TAB)];
}

export const isLockedTab = (id: string) => id === FIRST_TAB || id === LAST_TAB;

/**
 * Canvas's bounds (TabsController#update): position 1 is home's, and anything at or past count + 1 is refused.
 * Canvas accepts `count` itself, which lands the tab after settings in the stored array while settings is always
 * shown last, so the tab really ends up at count - 1.
 */
export const isValidPosition = (position: number, count: number) => Number.isInteger(position) && position > 1 && position < count + 1;

/** Where a valid requested position really puts a tab: settings keeps the last place. */
const effectivePosition = (position: number, tabs: readonly TabSetting[]) =>
  tabs.at(-1)?.id === LAST_TAB ? Math.min(position, tabs.length - 1) : position;

/** Moves one tab to a 1-based position; the others shift so positions stay 1..n. Expects a valid position. */
export function moveTab(tabs: readonly TabSetting[], id: string, position: number): TabSetting[] {
  const from = tabs.findIndex((t) => t.id === id);
  if (from < 0) return [...tabs];
  const rest = tabs.filter((_, i) => i !== from);
  const moved = tabs[from] as TabSetting;
  const to = effectivePosition(position, tabs) - 1;
  return [...rest.slice(0, to), moved, ...rest.slice(to)];
}

/** Hides or shows one tab. */
export function setHidden(tabs: readonly TabSetting[], id: string, hidden: boolean): TabSetting[] {
  return tabs.map((t) => (t.id !== id ? t : hidden ? { id, hidden: true } : { id }));
}
