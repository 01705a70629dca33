import { describeError } from '@/api/http/describe-error';
import { applyTabChange, type TabChange } from '@/api/tabs';
import { LOCKED_TAB_IDS, type Tab } from '@/api/schemas/tab';

export type TabListId = 'shown' | 'hidden';

export const LIST_NAMES: Record<TabListId, string> = { shown: 'Shown in the course menu', hidden: 'Hidden from students' };

/** Canvas keeps Home first and Settings last; neither can be moved or hidden (§6.2). */
export const isLocked = (tab: Tab) => LOCKED_TAB_IDS.includes(tab.id);
export const listOf = (tab: Tab): TabListId => (tab.hidden ? 'hidden' : 'shown');
export const tabsIn = (tabs: readonly Tab[], list: TabListId) => tabs.filter((tab) => listOf(tab) === list);

/** What a student's menu shows: tabs neither hidden, unused nor limited to admins (settings is `admins`). */
export function studentTabs(tabs: readonly Tab[]): Tab[] {
  return tabs.filter((tab) => !tab.hidden && !tab.unused && (tab.visibility === 'public' || tab.visibility === 'members'));
}

/** The 1-based position that puts `tabId` just before or after `targetId` once it has left its own place. */
export function positionBeside(tabs: readonly Tab[], tabId: string, targetId: string, side: 'before' | 'after'): number {
  const rest = tabs.filter((tab) => tab.id !== tabId);
  const index = rest.findIndex((tab) => tab.id === targetId);
  return index + (side === 'before' ? 1 : 2);
}

export type MoveKind = 'top' | 'up' | 'down' | 'bottom';

/**
 * The change for a Move menu entry, within the tab's own list: the shown list keeps Home above and Settings below
 * every movable tab. Undefined when the move would go nowhere (already at the top, …).
 */
export function moveChange(tabs: readonly Tab[], tab: Tab, kind: MoveKind): TabChange | undefined {
  const list = tabsIn(tabs, listOf(tab));
  const movable = list.filter((other) => !isLocked(other));
  const index = movable.findIndex((other) => other.id === tab.id);
  if (index < 0) return undefined;
  const last = movable.length - 1;
  if ((kind === 'top' || kind === 'up') && index === 0) return undefined;
  if ((kind === 'bottom' || kind === 'down') && index === last) return undefined;
  const target = { top: movable[0], up: movable[index - 1], down: movable[index + 1], bottom: movable[last] }[kind];
  if (!target) return undefined;
  const side = kind === 'top' || kind === 'up' ? 'before' : 'after';
  return { position: positionBeside(tabs, tab.id, target.id, side) };
}

/** Where a tab ends up in its list after a change, for the announcement ("position 3 of 12"). */
function placeAfter(tabs: readonly Tab[], tabId: string, change: TabChange): { list: TabListId; index: number; count: number } {
  const next = applyTabChange(tabs, tabId, change);
  const moved = next.find((tab) => tab.id === tabId);
  const list = moved ? listOf(moved) : 'shown';
  const members = tabsIn(next, list);
  return { list, index: members.findIndex((tab) => tab.id === tabId) + 1, count: members.length };
}

/** The sentence the live region reads for a change, e.g. "Assignments moved to position 3 of 12". */
export function describeChange(tabs: readonly Tab[], tab: Tab, change: TabChange): string {
  const { list, index, count } = placeAfter(tabs, tab.id, change);
  if (list !== listOf(tab)) {
    const where = list === 'hidden' ? 'Hidden from students' : 'Shown in the course menu';
    return `${tab.label}: ${where}, position ${index} of ${count}`;
  }
  return `${tab.label} moved to position ${index} of ${count}`;
}

/** How a failed change is named: a Show is not a move ("Couldn’t show Files", "Files was not shown"). */
export function changeWords(change: TabChange): { verb: string; done: string } {
  if (change.hidden === true) return { verb: 'hide', done: 'hidden' };
  if (change.hidden === false) return { verb: 'show', done: 'shown' };
  return { verb: 'move', done: 'moved' };
}

/**
 * Why a change was not saved, in words a user can act on. A refusal (4xx) carries Canvas's own reason ("That tab
 * location is invalid"); a server failure's body ("Internal") or a lost connection says nothing useful, so those
 * get a plain sentence instead.
 */
export function failureReason(error: unknown): string {
  const { title, message, retryable } = describeError(error);
  return retryable ? `${title}, so the change was not saved. Try again.` : message;
}
