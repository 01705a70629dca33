/**
 * Budgets for each route's first-visit JS, gzipped, in KiB: the build fails `npm test` when a route grows past its
 * own. Each is the figure measured when issue 22 closed plus about 2 KiB; lower a budget whenever a route gets
 * lighter, never raise one. Issue 22's goals were /courses at most 140 (139.7 with the boot script counted,
 * docs/performance.md, First visit), held here as its budget with no margin, and sign-in under 86. A drawn page's
 * figure counts its boot script (1.0 KiB). `npm run bench` holds the same routes in Chromium to these budgets
 * (bench/first-visit.ts).
 */
export const FIRST_VISIT_BUDGET_KIB: Record<string, number> = {
  'sign-in': 85,
  // 139.7 with the boot script, held at the goal: the route table of the other pages, the full error page, the course pages' writes and (until a second page
  // of courses arrives) the virtualizer load when needed; the table is drawn without TanStack Table (decision 0092).
  '/courses': 140,
  // 178.8 once the chunks stopped naming their source maps and React Aria's toast queue came with the first toast.
  'course home': 180,
  // 195.3: the person and Share content dialogs, with React Aria's modal and combobox code, load when opened.
  people: 197,
  'due dates': 162,
  // 200.2 (from 267.9) once New folder, the clash, move, usage rights and preview dialogs and the row menus, with
  // React Aria's modal, menu, popover and tree code, load when wanted (src/components/dialog/lazy-overlay.tsx).
  files: 201,
  // 266.2 after issue 23: the grade queue now saves for a whole course (the gradebook's cells) as well as one
  // assignment, and enrollments carry their grades; raised from 265 once, for that, and lowered again when it shrinks.
  // 231.7 once the shortcuts dialog, the bulk and status menus and the leave prompt load when wanted.
  grading: 232,
  // 248.9 when issue 23 added the gradebook: the grid, TanStack Table and the grade queue; the CSV import loads when opened.
  // 190.2 once its filters, and with them React Aria, load after the first cells (docs/decisions/0089); 188.9 once
  // the leave prompt loads when a grade first waits for the server; 189.6 with the filters' native selects drawn with
  // the grid and only the search box loaded after it; 189.9 with the reload prompt's hook shared with the forms.
  gradebook: 191,
};
