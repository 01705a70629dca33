import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A client-side navigation changes the page without a page load, so screen
 * readers stay silent and focus stays on a link that may no longer exist. Moving
 * focus to the new page's h1 announces it. Filter changes (search only) keep focus.
 */
export function useFocusOnNavigate(mainId: string): void {
  const { pathname } = useLocation();
  const isFirst = useRef(true);
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    const heading = main?.querySelector<HTMLElement>('[data-page-heading]');
    (heading ?? main)?.focus({ preventScroll: true });
  }, [pathname, mainId]);
}
