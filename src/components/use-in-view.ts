import { useCallback, useState } from 'react';

/**
 * True once the element has come within `rootMargin` of the viewport, and true from then on: rows that look
 * something up start only when someone may read them. Without IntersectionObserver every element counts as seen.
 */
export function useSeenInView(rootMargin = '200px'): [(element: Element | null) => void, boolean] {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: Element | null) => {
      if (!element || seen) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setSeen(true);
            observer.disconnect();
          }
        },
        { rootMargin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [rootMargin, seen],
  );
  return [ref, seen];
}
