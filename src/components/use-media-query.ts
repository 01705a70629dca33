import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  // The server's drawing of a page (docs/decisions/0093) has no screen to ask: it draws the wide layout, and a
  // phone's browser draws its own over it.
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}
