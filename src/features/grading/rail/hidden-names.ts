import { useCallback, useSyncExternalStore } from 'react';
import type { CanvasId } from '@/api/schemas/ids';

/** "Hide student names" is remembered per assignment in this browser (issue 8). */
const storageKey = (assignmentId: CanvasId) => `lectern.grading.hideNames.${assignmentId}`;
const CHANGE = 'lectern-hidden-names';

export function readHideNames(assignmentId: CanvasId): boolean {
  try {
    return window.localStorage.getItem(storageKey(assignmentId)) === '1';
  } catch {
    return false;
  }
}

function writeHideNames(assignmentId: CanvasId, hide: boolean): void {
  try {
    if (hide) window.localStorage.setItem(storageKey(assignmentId), '1');
    else window.localStorage.removeItem(storageKey(assignmentId));
  } catch {
    // Storage refused (private mode, quota): the switch still works for this page.
  }
  window.dispatchEvent(new Event(CHANGE));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useHideNames(assignmentId: CanvasId): [boolean, (hide: boolean) => void] {
  const hide = useSyncExternalStore(subscribe, () => readHideNames(assignmentId));
  const setHide = useCallback((value: boolean) => writeHideNames(assignmentId, value), [assignmentId]);
  return [hide, setHide];
}
