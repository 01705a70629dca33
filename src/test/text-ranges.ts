/**
 * jsdom has no layout, so Range has no getClientRects/getBoundingClientRect and CSS.escape is missing;
 * ProseMirror measures the selection to scroll it into view and React Aria escapes ids. These give every
 * range an empty box, which changes only what jsdom reports, not what the editor does.
 */
export function installTextRanges(): void {
  const emptyRect = () => new DOMRect(0, 0, 0, 0);
  const emptyList = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = emptyList;
  Range.prototype.getBoundingClientRect = emptyRect;
  document.elementFromPoint = () => null;
  const css = (globalThis as { CSS?: object }).CSS ?? {};
  if (!('escape' in css)) Object.assign(globalThis, { CSS: { ...css, escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) } });
}
