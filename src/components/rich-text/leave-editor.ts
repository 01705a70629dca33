const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/**
 * Moves focus to the next (or previous) focusable element outside `container`. Tab indents lists and moves
 * between table cells inside the editor, so Escape then Tab is the way out (WCAG 2.1.2, no keyboard trap).
 */
export function focusOutside(container: HTMLElement, backwards: boolean): void {
  const candidates = Array.from(document.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !container.contains(element) && element.getClientRects().length > 0,
  );
  const following = (element: HTMLElement) => Boolean(container.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
  const target = backwards ? candidates.filter((element) => !following(element)).pop() : candidates.find(following);
  target?.focus();
}
