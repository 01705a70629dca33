import { WHEN_FIRST_SHOWN } from './first-frame-probe';

/**
 * Page-side probes for the gradebook figures, installed as an init script before any of the page's own code runs.
 * They find the grid by its accessible structure alone (the one role="grid" named "Gradebook", which is also its
 * scrolling container; rows, rowheaders, gridcells and the columnheader named "Total"), so they measure what a
 * user of a screen reader and a user of a mouse both reach, whatever the markup under it.
 *
 * - firstCells(): whether a row shows, on screen, its student's name and a gridcell with something in it;
 *   firstCellsAt: the time of the first frame where it did (bench/first-frame-probe.ts), 0 until then.
 * - position(): where the grid is scrolled, and how many distinct students and columns have been on screen.
 * - armEdit(timeoutMs): times the next Enter from its keydown (the event's own timestamp) to the first DOM change
 *   that gives the edited row's Total cell another text (a MutationObserver, so no frame's wait is added); -1 when
 *   the total never changed.
 * - scrollGrid(to), cellIn(column, nth): scroll the grid; where the cell of a column in the nth row on screen is.
 * - longTasks: every `longtask` entry, with its start on the page's clock.
 *
 * Plain JavaScript in a string: a function handed to the page would carry the TS compiler's helpers.
 */
export const GRADEBOOK_PROBES = `
(() => {${WHEN_FIRST_SHOWN}
  const longTasks = [];
  const observed = PerformanceObserver.supportedEntryTypes.includes('longtask');
  if (observed) {
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
  const text = (el) => (el.textContent ?? '').trim();
  const grid = () => Array.from(document.querySelectorAll('[role="grid"]')).find((el) => nameOf(el) === 'Gradebook') ?? null;
  const visibleIn = (el, box) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom > box.top && r.top < box.bottom && r.right > box.left && r.left < box.right
      && r.top < innerHeight && r.left < innerWidth && getComputedStyle(el).visibility !== 'hidden';
  };
  const firstCells = () => {
    const g = grid();
    if (!g) return false;
    const box = g.getBoundingClientRect();
    for (const row of g.querySelectorAll('[role="row"]')) {
      const header = row.querySelector('[role="rowheader"]');
      if (!header || text(header) === '' || !visibleIn(header, box)) continue;
      const cells = row.querySelectorAll('[role="gridcell"]:not([aria-busy="true"])');
      if (Array.from(cells).some((cell) => text(cell) !== '' && visibleIn(cell, box))) return true;
    }
    return false;
  };
  const students = new Set();
  const columns = new Set();
  const position = () => {
    const g = grid();
    if (!g) throw new Error('the grid named "Gradebook" is gone');
    const box = g.getBoundingClientRect();
    for (const header of g.querySelectorAll('[role="rowheader"]')) if (visibleIn(header, box)) students.add(text(header));
    for (const header of g.querySelectorAll('[role="columnheader"]')) if (visibleIn(header, box)) columns.add(nameOf(header) || text(header));
    return {
      bottom: g.scrollTop + g.clientHeight >= g.scrollHeight - 2,
      right: g.scrollLeft + g.clientWidth >= g.scrollWidth - 2,
      left: { x: g.scrollWidth - g.clientWidth - g.scrollLeft, y: g.scrollHeight - g.clientHeight - g.scrollTop },
      scrollHeight: g.scrollHeight,
      students: students.size,
      columns: columns.size,
    };
  };
  const isTotal = (header) => /^Total\\b/.test(nameOf(header) || text(header));
  // The row's cell under the Total header: by aria-colindex when the grid sets it, else by where it is drawn.
  const totalOf = (row) => {
    const header = Array.from(grid()?.querySelectorAll('[role="columnheader"]') ?? []).find(isTotal);
    if (!header || !row.isConnected) return null;
    const index = header.getAttribute('aria-colindex');
    if (index) return row.querySelector('[aria-colindex="' + index + '"]')?.textContent?.trim() ?? null;
    const h = header.getBoundingClientRect();
    const middle = (h.left + h.right) / 2;
    const cell = Array.from(row.querySelectorAll('[role="gridcell"]')).find((c) => {
      const r = c.getBoundingClientRect();
      return r.left <= middle && middle <= r.right;
    });
    return cell ? text(cell) : null;
  };
  const activeCell = () => {
    const focused = document.activeElement;
    const id = focused?.getAttribute('aria-activedescendant');
    const active = id ? document.getElementById(id) : focused;
    return active?.closest('[role="gridcell"]') ?? null;
  };
  const armEdit = (timeoutMs) => {
    const row = activeCell()?.closest('[role="row"]');
    const student = row ? text(row.querySelector('[role="rowheader"]') ?? row) : '';
    const rowNow = () => (row?.isConnected ? row : Array.from(grid()?.querySelectorAll('[role="row"]') ?? [])
      .find((r) => text(r.querySelector('[role="rowheader"]') ?? r) === student));
    const before = row ? totalOf(row) : null;
    window.__gradebookEdit = new Promise((resolve) => {
      if (!row || before === null) return resolve({ ms: -1, why: row ? 'no Total cell in the edited row' : 'no active grid cell' });
      let start;
      const onKey = (event) => {
        if (event.key === 'Enter' && start === undefined) start = event.timeStamp;
      };
      const done = (result) => {
        observer.disconnect();
        clearTimeout(timer);
        window.removeEventListener('keydown', onKey, { capture: true });
        resolve(result);
      };
      const observer = new MutationObserver(() => {
        if (start === undefined) return;
        const now = rowNow();
        const total = now ? totalOf(now) : null;
        if (total !== null && total !== before) done({ ms: performance.now() - start, before, after: total });
      });
      observer.observe(grid(), { childList: true, characterData: true, subtree: true, attributes: true });
      const timer = setTimeout(() => done({ ms: -1, why: 'the Total cell kept "' + before + '"' }), timeoutMs);
      window.addEventListener('keydown', onKey, { capture: true });
    });
  };
  const scrollGrid = (to) => grid()?.scrollTo(to);
  // The middle of the cell under the column whose header's name starts with \`column\`, in the \`nth\` row on screen.
  const cellIn = (column, nth) => {
    const g = grid();
    const header = Array.from(g?.querySelectorAll('[role="columnheader"]') ?? []).find((h) => (nameOf(h) || text(h)).startsWith(column));
    if (!g || !header) return null;
    const box = g.getBoundingClientRect();
    const h = header.getBoundingClientRect();
    const rows = Array.from(g.querySelectorAll('[role="row"]')).filter((row) => {
      const name = row.querySelector('[role="rowheader"]');
      return name && visibleIn(name, box) && name.getBoundingClientRect().top >= h.bottom;
    });
    const index = header.getAttribute('aria-colindex');
    const cell = index ? rows[nth]?.querySelector('[aria-colindex="' + index + '"]') : Array.from(rows[nth]?.querySelectorAll('[role="gridcell"]') ?? [])
      .find((c) => { const r = c.getBoundingClientRect(); return r.left <= (h.left + h.right) / 2 && (h.left + h.right) / 2 <= r.right; });
    if (!cell) return null;
    const r = cell.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  };
  const probes = { firstCells, firstCellsAt: 0, position, armEdit, scrollGrid, cellIn, activeCell: () => (activeCell() ? text(activeCell()) : null), longTasks, longTasksObserved: observed };
  window.__gradebookProbes = probes;
  whenFirstShown(firstCells, (at) => { probes.firstCellsAt = at; });
})();
`;

export type GridPosition = { bottom: boolean; right: boolean; left: { x: number; y: number }; scrollHeight: number; students: number; columns: number };
export type EditResult = { ms: number; why?: string; before?: string; after?: string };

/** What the probes put on `window`, for the bench's page.evaluate calls. */
export type GradebookProbeWindow = {
  __gradebookProbes: {
    firstCells: () => boolean;
    firstCellsAt: number;
    position: () => GridPosition;
    armEdit: (timeoutMs: number) => void;
    scrollGrid: (to: ScrollToOptions) => void;
    cellIn: (column: string, nth: number) => { x: number; y: number } | null;
    activeCell: () => string | null;
    longTasks: { start: number; duration: number }[];
    longTasksObserved: boolean;
  };
  __gradebookEdit: Promise<EditResult>;
};
