import { useEffect } from 'react';

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[contenteditable]',
  '[tabindex]',
]
  .map((selector) => `${selector}:not([tabindex="-1"])`)
  .join(', ');

function tabbablesIn(regions: Iterable<Element>): Set<HTMLElement> {
  const found = new Set<HTMLElement>();
  for (const region of regions) {
    if (region instanceof HTMLElement && region.matches(TABBABLE)) found.add(region);
    for (const element of region.querySelectorAll<HTMLElement>(TABBABLE)) found.add(element);
  }
  return found;
}

/**
 * While a combobox's list is open, React Aria hides the rest of the page from screen readers with
 * aria-hidden (the list is portalled to the end of the page, and VoiceOver would otherwise wander
 * off) but leaves it in the tab order, so keyboard focus could reach content a screen reader cannot
 * perceive (axe: aria-hidden-focus). This takes that content out of the tab order until the list
 * closes. Not `inert`: a click on another field must still land there in one go.
 * Call it in the component that renders the ComboBox, so it runs after React Aria's own effect.
 */
export function useUntabbableOutsideOpenList(isOpen: boolean): void {
  useEffect(() => {
    if (!isOpen) return;
    const taken = [...tabbablesIn(document.querySelectorAll('[aria-hidden="true"]'))].map(
      (element) => [element, element.getAttribute('tabindex')] as const,
    );
    for (const [element] of taken) element.tabIndex = -1;
    const release = () => {
      document.removeEventListener('keydown', releaseOnTab, true);
      for (const [element, tabindex] of taken) {
        if (tabindex === null) element.removeAttribute('tabindex');
        else element.setAttribute('tabindex', tabindex);
      }
    };
    // Tab closes the list only on blur, after the browser has chosen where focus goes: it must choose
    // from the whole page again.
    const releaseOnTab = (event: KeyboardEvent) => {
      if (event.key === 'Tab') release();
    };
    document.addEventListener('keydown', releaseOnTab, true);
    return release;
  }, [isOpen]);
}
