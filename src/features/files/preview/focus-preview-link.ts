import type { CanvasId } from '@/api/schemas/ids';

/**
 * Moves focus to the list's link that opens file `id` (`…?preview=<id>`), once the viewer has gone and React
 * Aria has restored focus to where it was on opening: after stepping, that is another file's link. A row
 * scrolled out of a virtualized list has no link; focus then stays where React Aria put it.
 */
export function focusPreviewLink(id: CanvasId): void {
  requestAnimationFrame(() => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href*="preview="]')) {
      if (new URL(link.href, window.location.href).searchParams.get('preview') === id) {
        link.focus();
        return;
      }
    }
  });
}
