import { useCallback, useSyncExternalStore } from 'react';

// One list per query for the page's life: React reads the snapshot on every render of every caller, and
// `matchMedia` builds a new list each time it is called.
const lists = new Map<string, MediaQueryList>();

function listFor(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/** Whether a CSS media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = listFor(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  // The server's drawing of a page (docs/decisions/0093) has no screen to ask: it draws the wide layout, and a
  // phone's browser draws its own over it.
  return useSyncExternalStore(subscribe, () => listFor(query).matches, () => false);
}
