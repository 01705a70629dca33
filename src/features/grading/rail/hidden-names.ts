import { useCallback, useSyncExternalStore } from 'react';
import { currentTransport } from '@/api/http/transport';
import type { CanvasId } from '@/api/schemas/ids';

/**
 * "Hide student names" is remembered per assignment in this browser (issue 8), in a cookie the server's drawing of
 * the grading view reads too (docs/decisions/0093), so a first screen never shows the names a grader hid. It holds
 * assignment ids only, the latest `KEPT` of them. localStorage still gets each change: its `storage` event tells
 * the grader's other tabs, and choices made before the cookie existed are read from there.
 */
const COOKIE = 'lectern_hidden_names';
const KEPT = 100;
const YEAR_SECONDS = 365 * 24 * 60 * 60;
const legacyKey = (assignmentId: CanvasId) => `lectern.grading.hideNames.${assignmentId}`;
const CHANGE = 'lectern-hidden-names';

/** The cookies of the page being drawn: on the server, the document request's; in the browser, its own. */
function cookies(): string {
  const drawing = currentTransport();
  return drawing ? (drawing.cookie ?? '') : document.cookie;
}

function hiddenIds(): string[] {
  const value = cookies()
    .split(/;\s*/)
    .find((cookie) => cookie.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  return value ? value.split('.').filter((id) => /^\d+$/.test(id)) : [];
}

function readLegacy(assignmentId: CanvasId): boolean {
  try {
    return window.localStorage.getItem(legacyKey(assignmentId)) === '1';
  } catch {
    return false;
  }
}

export function readHideNames(assignmentId: CanvasId): boolean {
  return hiddenIds().includes(assignmentId) || readLegacy(assignmentId);
}

function writeHideNames(assignmentId: CanvasId, hide: boolean): void {
  const others = hiddenIds().filter((id) => id !== assignmentId);
  const ids = hide ? [...others, assignmentId].slice(-KEPT) : others;
  document.cookie = `${COOKIE}=${ids.join('.')}; Path=/; Max-Age=${ids.length > 0 ? YEAR_SECONDS : 0}; SameSite=Lax`;
  try {
    if (hide) window.localStorage.setItem(legacyKey(assignmentId), '1');
    else window.localStorage.removeItem(legacyKey(assignmentId));
  } catch {
    // Storage refused (private mode, quota): the cookie holds the choice, other tabs learn it when they reload.
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
  const read = () => readHideNames(assignmentId);
  const hide = useSyncExternalStore(subscribe, read, read);
  const setHide = useCallback((value: boolean) => writeHideNames(assignmentId, value), [assignmentId]);
  return [hide, setHide];
}
