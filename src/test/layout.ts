/**
 * jsdom has no layout: every box is 0 px, so a virtualized table would think all of its rows fit (or none).
 * This gives the page a fixed geometry instead: scroll containers show a 600 px tall viewport and table rows
 * are 44 px, the height the app's tables estimate. It changes only what jsdom reports, not our code.
 */
const VIEWPORT_HEIGHT = 600;
export const ROW_HEIGHT = 44;

function defineGetter(prototype: object, property: string, get: (this: HTMLElement) => number): void {
  Object.defineProperty(prototype, property, { configurable: true, get });
}

export function installLayout(): void {
  defineGetter(HTMLElement.prototype, 'clientHeight', () => VIEWPORT_HEIGHT);
  defineGetter(HTMLElement.prototype, 'clientWidth', () => 1200);
  defineGetter(HTMLElement.prototype, 'offsetHeight', function offsetHeight() {
    return this instanceof HTMLTableRowElement ? ROW_HEIGHT : 0;
  });
}
