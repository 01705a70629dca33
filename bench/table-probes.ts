/**
 * Page-side probes, installed as an init script before any of the page's own code runs.
 *
 * First rows: a MutationObserver schedules one check per animation frame while the DOM changes, and records, per
 * table accessible name (aria-label or aria-labelledby), the page's clock (milliseconds since navigation start) in
 * the first frame where a data row of that table is on screen. A data row is a row outside the header, not hidden
 * from assistive technology, with at least two cells (a loading or error placeholder is one cell spanning the
 * table; skeletons have no cells at all) and a cell naming something with a link or button (a course, a person, a
 * student). Once a table's row is found it is no longer looked at, so the probe costs nothing later.
 *
 * Long tasks: every `longtask` entry of the page, with its start on the same clock.
 *
 * Plain JavaScript in a string: a function handed to the page would carry the TS compiler's helpers.
 */
export const TABLE_PROBES = `
(() => {
  const firstRows = {};
  const longTasks = [];
  window.__tableProbes = { firstRows, longTasks, longTasksObserved: PerformanceObserver.supportedEntryTypes.includes('longtask') };
  if (window.__tableProbes.longTasksObserved) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  }
  const nameOf = (el) => {
    const label = el.getAttribute('aria-label');
    if (label) return label.trim();
    const ids = el.getAttribute('aria-labelledby');
    return ids ? ids.split(/\\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim() : '';
  };
  const onScreen = (el) => {
    const r = el.getBoundingClientRect();
    const inView = r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
    return inView && getComputedStyle(el).visibility !== 'hidden';
  };
  const CELL = 'td, th, [role="cell"], [role="rowheader"], [role="gridcell"]';
  const isDataRow = (row) => {
    if (row.closest('thead, [aria-hidden="true"]')) return false;
    const cells = Array.from(row.children).filter((cell) => cell.matches(CELL) && cell.getAttribute('aria-hidden') !== 'true');
    const names = (cell) => Array.from(cell.querySelectorAll('a[href], button')).some((el) => el.textContent.trim() !== '');
    return cells.length >= 2 && cells.some(names) && onScreen(row);
  };
  let scheduled = false;
  const check = () => {
    scheduled = false;
    const now = performance.now();
    for (const table of document.querySelectorAll('table, [role="table"], [role="grid"]')) {
      const name = nameOf(table);
      if (name === '' || name in firstRows) continue;
      if (Array.from(table.querySelectorAll('tr, [role="row"]')).some(isDataRow)) firstRows[name] = now;
    }
  };
  new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(check);
  }).observe(document, { childList: true, characterData: true, subtree: true });
})();
`;

export type LongTask = { start: number; duration: number };

/** What the probes put on `window`, for the bench's page.evaluate calls. */
export type TableProbeWindow = {
  __tableProbes: { firstRows: Record<string, number>; longTasks: LongTask[]; longTasksObserved: boolean };
};
