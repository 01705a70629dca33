/** The bench's groups of figures, in the order they run; `npm run bench -- --only first-row,long-tasks` picks some. */
export const FIGURE_GROUPS = {
  'api-latency': 'API latency in process (large course, roster, course list)',
  'file-list': 'the 10,000-file list in process',
  'page-cost': 'first, middle and last page of each paged list at 2x the large profile beside 1x, in process',
  cores: 'the course list under 200 clients, 1 worker and one per core',
  'api-throughput': 'req/s beside a bare Hono + better-sqlite3 server',
  'first-visit': 'first-visit JS per route in Chromium',
  'first-row': 'time to the first row in Chromium, cold and warm, beside a bare page making the same requests: /courses, people, due dates',
  'first-row-throttled': 'the first row under 4x CPU throttling and Slow 4G, beside the bare page (reported, no budget)',
  'long-tasks': 'long tasks while scrolling people and due dates to the end',
  grading: 'the grading view: first student and next student',
  gradebook: 'the gradebook on 3,000 students x 50 assignments: first cells beside the grading view, long tasks to the far corner, edit to total, JS heap',
  'grading-rubric': 'the grading view on the 3,000-student assignment with a 10-criterion rubric, against the same run without',
  'file-scroll': 'scrolling the 10,000-file folder in the file browser',
  'download-all': "the server's memory while one zip of 3,000 submissions streams",
  proxy: 'the proxy (CANVAS_URL) beside a bare node:http pipe in front of the same upstream: req/s, p50, CPU, idle memory',
  'start-up': 'time to the first 200 and idle memory beside a bare node:http server; npm start on a fresh clone',
  testing: 'lectern-canvas for tests: cold start to its JSON line beside a bare node:http server, reset on the demo and large seeds, idle servers in 1 GB',
} as const;

export type FigureGroup = keyof typeof FIGURE_GROUPS;

const isGroup = (name: string): name is FigureGroup => Object.hasOwn(FIGURE_GROUPS, name);

/**
 * The groups named by `--only a,b` or `--only=a,b` (repeatable) in `args`; every group without it. An unknown
 * name or argument is an error listing the groups, so a typo never runs a bench that measures nothing asked for.
 */
export function selectFigures(args: readonly string[]): Set<FigureGroup> {
  const names: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const value = arg === '--only' ? (args[++i] ?? '') : arg.startsWith('--only=') ? arg.slice('--only='.length) : undefined;
    if (value === undefined) throw new Error(`unknown argument "${arg}"; usage: npm run bench -- [--only ${Object.keys(FIGURE_GROUPS).join(',')}]`);
    names.push(...value.split(',').map((name) => name.trim()).filter(Boolean));
  }
  const unknown = names.filter((name) => !isGroup(name));
  if (unknown.length > 0) {
    const known = Object.entries(FIGURE_GROUPS).map(([name, what]) => `  ${name}: ${what}`).join('\n');
    throw new Error(`no figure group named ${unknown.map((name) => `"${name}"`).join(', ')}; the groups are:\n${known}`);
  }
  if (args.length > 0 && names.length === 0) throw new Error('--only names no figure group');
  return new Set(names.length > 0 ? names.filter(isGroup) : (Object.keys(FIGURE_GROUPS) as FigureGroup[]));
}
