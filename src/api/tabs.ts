import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { courseKeys } from './course-keys';
import { groupKeys } from './groups';
import { canvasFetch } from './http/canvas-fetch';
import { keepValidElements, unknownArray } from './http/tolerant-list';
import { tabSchema, type Tab, type TabUpdate } from './schemas/tab';
import type { CanvasId } from '@/api/schemas/ids';

/** What one PUT /courses/:id/tabs/:tab_id changes: a 1-based position, the hidden flag, or both (§6.2). */
export type TabChange = TabUpdate;

const tabKeys = {
  // Under the course, so forgetting or invalidating a course drops its tabs too.
  course: (courseId: CanvasId) => [...courseKeys.detail(courseId), 'tabs'] as const,
  group: (groupId: CanvasId) => [...groupKeys.detail(groupId), 'tabs'] as const,
  /** A user's id, or `self`. */
  user: (userId: CanvasId) => ['users', userId, 'tabs'] as const,
};

/** Tabs come whole, without Link headers (§6.1); sorted anyway so the UI never depends on the server's order of rows. */
async function fetchTabs(path: string, signal?: AbortSignal): Promise<Tab[]> {
  const { data, url } = await canvasFetch(path, { schema: unknownArray, signal });
  return keepValidElements(data, tabSchema, url).sort((a, b) => a.position - b.position);
}

async function updateCourseTab(courseId: CanvasId, tabId: string, change: TabChange): Promise<Tab> {
  const { data } = await canvasFetch(`/api/v1/courses/${courseId}/tabs/${encodeURIComponent(tabId)}`, {
    method: 'PUT',
    body: change,
    schema: tabSchema,
  });
  return data;
}

export const tabQueries = {
  course: (courseId: CanvasId) =>
    queryOptions({ queryKey: tabKeys.course(courseId), queryFn: ({ signal }) => fetchTabs(`/api/v1/courses/${courseId}/tabs`, signal) }),
  group: (groupId: CanvasId) =>
    queryOptions({ queryKey: tabKeys.group(groupId), queryFn: ({ signal }) => fetchTabs(`/api/v1/groups/${groupId}/tabs`, signal) }),
  /** A user's id, or `self`. */
  user: (userId: CanvasId) =>
    queryOptions({ queryKey: tabKeys.user(userId), queryFn: ({ signal }) => fetchTabs(`/api/v1/users/${userId}/tabs`, signal) }),
};

/**
 * The list as the server will have it after `change`: the tab leaves its place and is inserted at `position`, the
 * others shift so positions stay 1..n. A tab shown again is given a student-visible visibility at once (the server
 * reports hidden tabs as `admins` to teachers) so the student preview does not lag behind the save.
 */
export function applyTabChange(tabs: readonly Tab[], tabId: string, change: TabChange): Tab[] {
  const moving = tabs.find((tab) => tab.id === tabId);
  if (!moving) return [...tabs];
  const rest = tabs.filter((tab) => tab.id !== tabId);
  const index = change.position === undefined ? tabs.indexOf(moving) : Math.min(Math.max(change.position - 1, 0), rest.length);
  let moved: Tab = { ...moving };
  if (change.hidden === true) moved = { ...moved, hidden: true };
  if (change.hidden === false) {
    const { hidden: _hidden, ...shown } = moved;
    moved = { ...shown, visibility: moved.visibility === 'admins' && !moved.unused ? 'public' : moved.visibility };
  }
  rest.splice(index, 0, moved);
  return rest.map((tab, i) => ({ ...tab, position: i + 1 }));
}

interface CourseQueue {
  tail: Promise<void>;
  pending: number;
}

// One chain per course for the whole app: moves are sent one at a time in the order they were made, even when
// the page that made them re-renders or unmounts.
const queues = new Map<CanvasId, CourseQueue>();

/** Whether a course still has tab changes waiting to be sent or answered. */
export function hasPendingTabChanges(courseId: CanvasId): boolean {
  return (queues.get(courseId)?.pending ?? 0) > 0;
}

/**
 * Applies a change to the cached tabs at once and queues its PUT behind the course's earlier ones. The PUT carries
 * the position computed when the user made the move, so a slow server never reorders them. When the queue drains
 * the tabs are read again; after a refusal that read is the rollback to the server's order. The promise settles
 * with this change's own outcome (the caller shows why it was refused).
 */
function queueCourseTabChange(queryClient: QueryClient, courseId: CanvasId, tabId: string, change: TabChange): Promise<Tab> {
  const queryKey = tabKeys.course(courseId);
  const queue = queues.get(courseId) ?? { tail: Promise.resolve(), pending: 0 };
  queues.set(courseId, queue);
  queue.pending += 1;
  // A read already on its way would land on top of this change and undo it on screen.
  void queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData<Tab[]>(queryKey, (tabs) => (tabs ? applyTabChange(tabs, tabId, change) : tabs));

  const sent = queue.tail.then(() => updateCourseTab(courseId, tabId, change));
  // Counted down before the caller hears of the outcome (its handlers are attached to `sent` later), so it can
  // ask hasPendingTabChanges whether this was the last change in flight.
  const settled = sent.then(
    (saved) => {
      queue.pending -= 1;
      // Only the flags: the order on screen may already include later moves.
      queryClient.setQueryData<Tab[]>(queryKey, (tabs) =>
        tabs?.map((tab) => (tab.id === saved.id ? { ...tab, hidden: saved.hidden, unused: saved.unused, visibility: saved.visibility } : tab)),
      );
    },
    // The refusal reaches the caller through `sent`; the queue only goes on.
    () => {
      queue.pending -= 1;
    },
  );
  queue.tail = settled.then(async () => {
    if (queue.pending > 0) return;
    queues.delete(courseId);
    // Nothing in flight: take the server's order (after a refusal this is the rollback, otherwise a check).
    await queryClient.invalidateQueries({ queryKey }).catch(() => undefined);
  });
  return sent;
}

/** The queue bound to the app's query client, for components. */
export function useQueueCourseTabChange(courseId: CanvasId) {
  const queryClient = useQueryClient();
  return useCallback(
    (tabId: string, change: TabChange) => queueCourseTabChange(queryClient, courseId, tabId, change),
    [queryClient, courseId],
  );
}
