import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const HEADING = '[data-page-heading]';
/** How long a page may take to show its heading (permission checks, slow data) before we stop waiting for it. */
const HEADING_WAIT_MS = 10_000;

/**
 * A client-side navigation changes the page without a page load, so screen
 * readers stay silent and focus stays on a link that may no longer exist. Moving
 * focus to the new page's h1 announces it. Filter changes (search only) keep focus.
 * A page still loading has no h1 yet: main takes focus, and the h1 takes it over when it
 * appears, unless the user has moved focus meanwhile.
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
    if (!main) return;
    const heading = main.querySelector<HTMLElement>(HEADING);
    if (heading) {
      heading.focus({ preventScroll: true });
      return;
    }
    main.focus({ preventScroll: true });
    return focusHeadingWhenItAppears(main);
  }, [pathname, mainId]);
}

function focusHeadingWhenItAppears(main: HTMLElement): () => void {
  const observer = new MutationObserver(() => {
    const heading = main.querySelector<HTMLElement>(HEADING);
    if (document.activeElement === main && !heading) return;
    if (document.activeElement === main) heading?.focus({ preventScroll: true });
    stop();
  });
  const timer = window.setTimeout(stop, HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}
