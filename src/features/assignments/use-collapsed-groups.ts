import { useCallback, useState } from 'react';
import type { CanvasId } from '@/api/schemas/ids';

const storageKey = (courseId: CanvasId) => `lectern.assignments.collapsed.${courseId}`;

function readCollapsed(courseId: CanvasId): Set<CanvasId> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey(courseId)) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id) => typeof id === 'number' || typeof id === 'string').map(String) : []);
  } catch {
    // A value another version wrote, or storage that is off: start with every group open.
    return new Set();
  }
}

/**
 * Which groups are collapsed, per course, for this tab: coming back from an assignment finds the page as it
 * was left. sessionStorage rather than the URL because it is a view preference, not something to share.
 */
export function useCollapsedGroups(courseId: CanvasId) {
  const [collapsed, setCollapsed] = useState(() => readCollapsed(courseId));
  const toggle = useCallback(
    (groupId: CanvasId) => {
      setCollapsed((current) => {
        const next = new Set(current);
        if (!next.delete(groupId)) next.add(groupId);
        try {
          sessionStorage.setItem(storageKey(courseId), JSON.stringify([...next]));
        } catch {
          // Storage full or blocked: the state still holds for this visit.
        }
        return next;
      });
    },
    [courseId],
  );
  return { isCollapsed: (groupId: CanvasId) => collapsed.has(groupId), toggle };
}
