import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PAGE_PATHS } from '../src/app/page-paths';
import { FIRST_SCREEN_BOOT_FILE } from './first-screen-boot';
import { DUE_DATES_PRELOADS, GRADEBOOK_PRELOADS, PEOPLE_PRELOADS, type CoursePreload } from './course-preloads';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), keyed by source path or `_name.js`. */
type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/**
 * What a first visit to each measured route downloads before it runs: its HTML document's entry (a key of Vite's
 * manifest: index.html for the app, sign-in.html for the light sign-in document) and the route's lazy modules as
 * the router imports them (src/app/router.tsx), parents first, each with everything it imports statically. `path`
 * is the router's pattern for an app route (src/app/page-paths.ts) as a regex: the server answers it with a copy
 * of index.html that preloads those modules (build/route-documents.ts). `data` is the API request the route's
 * loader makes for the page's URL without a query (default filters and sort), preloaded by that document too;
 * `courseData` those of a course page, which the server fills the course's id into (build/course-preloads.ts).
 * `drawn` is a page whose first screen the server draws (src/app/first-screen/first-screens.ts): its document
 * starts the app with the boot script (build/first-screen-boot.ts), which its first visit downloads too.
 */
export type RouteEntry = { entry: string; modules: string[]; path?: string; data?: string; courseData?: CoursePreload[]; drawn?: boolean };

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A React Router pattern as the regex source the server tests paths with: a `:param` is one segment, a trailing
 * `/*` any rest (or none), a trailing slash is allowed. `except` names static siblings that the router ranks above
 * a `:param` (/courses/new is not a course), which the regex must not match either.
 */
export function pathRegex(pattern: string, except: readonly string[] = []): string {
  const splat = pattern.endsWith('/*');
  const segments = (splat ? pattern.slice(0, -2) : pattern).split('/').slice(1);
  const body = segments.map((segment) => `/${segment.startsWith(':') ? '[^/]+' : escapeRegex(segment)}`).join('');
  const excluded = except.map((path) => `(?!${escapeRegex(path)}/?$)`).join('');
  return `^${excluded}${body}${splat ? '(?:/.*)?' : '/?'}$`;
}

const inApp = (path: string, modules: string[], except: string[] = []): RouteEntry => ({
  entry: 'index.html',
  modules,
  path: pathRegex(path, except),
});

const drawnInApp = (path: string, modules: string[]): RouteEntry => ({ ...inApp(path, modules), drawn: true });

/**
 * The first page of /courses as the app asks for it (src/api/course-lists.ts, default filters and sort). If the
 * app's request changes, e2e/specs/first-visit-preloads.spec.ts sees two requests instead of one and fails.
 */
const COURSE_LIST_FIRST_PAGE = '/api/v1/courses?per_page=100&include[]=term&include[]=total_students&include[]=teachers';
/**
 * Every page but /courses is in the route table the router discovers on the first URL the entry's table cannot
 * match (src/app/router.tsx): its chunk comes first, as the router imports it before the route's own modules.
 */
const DISCOVERED_ROUTES = 'src/app/discovered-routes.tsx';
const COURSE_LAYOUT = [DISCOVERED_ROUTES, 'src/app/course-layout-data.ts', 'src/app/routes/course-layout-route.tsx'];

export const ROUTE_MODULES: Record<string, RouteEntry> = {
  'sign-in': { entry: 'sign-in.html', modules: [] },
  '/courses': { ...drawnInApp(PAGE_PATHS.courses, ['src/app/courses-data.ts', 'src/app/routes/courses-route.tsx']), data: COURSE_LIST_FIRST_PAGE },
  'course home': inApp(
    PAGE_PATHS.courseHome,
    [...COURSE_LAYOUT, 'src/app/course-home-data.ts', 'src/app/routes/course-home-route.tsx'],
    [PAGE_PATHS.newCourse],
  ),
  people: {
    ...drawnInApp(PAGE_PATHS.people, [...COURSE_LAYOUT, 'src/app/course-people-data.ts', 'src/app/routes/course-people-route.tsx']),
    courseData: PEOPLE_PRELOADS,
  },
  'due dates': { ...drawnInApp(PAGE_PATHS.dueDates, [...COURSE_LAYOUT, 'src/app/routes/course-due-dates-route.tsx']), courseData: DUE_DATES_PRELOADS },
  files: drawnInApp(PAGE_PATHS.files, [...COURSE_LAYOUT, 'src/app/files-data.ts', 'src/app/routes/files-route.tsx']),
  grading: drawnInApp(PAGE_PATHS.grading, [...COURSE_LAYOUT, 'src/app/grading-data.ts', 'src/app/routes/grading-route.tsx']),
  gradebook: {
    ...drawnInApp(PAGE_PATHS.gradebook, [...COURSE_LAYOUT, 'src/app/gradebook-data.ts', 'src/app/routes/gradebook-route.tsx']),
    courseData: GRADEBOOK_PRELOADS,
  },
};

export type RouteSize = { route: string; files: string[]; gzipBytes: number; bytes: number };

/** The manifest keys a chunk pulls in before it runs: itself and its static imports, transitively. */
function closure(manifest: Manifest, key: string, into: Set<string>): void {
  if (into.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build manifest has no chunk "${key}": update ROUTE_MODULES in build/first-visit-js.ts`);
  into.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
}

/** The manifest keys `keys` pull in before they run: themselves and their static imports, transitively. */
export function chunkClosure(manifest: Manifest, keys: string[]): Set<string> {
  const into = new Set<string>();
  for (const key of keys) closure(manifest, key, into);
  return into;
}

/** The JS files of manifest keys, each once (several keys can name one file). */
export const scriptFiles = (manifest: Manifest, keys: Iterable<string>): string[] => [
  ...new Set([...keys].map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith('.js'))),
];

export const readManifest = (distDir: string): Manifest =>
  JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/**
 * React Aria's dialog, modal, popover and menu modules, and the hooks under them: a first visit carries none, since
 * every dialog and menu loads when first opened or its trigger is hovered or focused
 * (src/components/dialog/lazy-overlay.tsx).
 */
export const LAZY_OVERLAY_MODULES = /react-aria-components\/dist\/private\/(Dialog|Modal|Popover|Menu)\.mjs$|react-aria\/dist\/private\/(dialog|overlays|menu)\//;

/**
 * The source modules bundled into `files` (paths inside dist), from their source maps, which the build writes beside
 * them without naming them in the chunks (vite.config.ts); a chunk without one (Rolldown's runtime helpers) has none.
 */
export function bundledModules(distDir: string, files: string[]): string[] {
  const mapped = files.filter((file) => existsSync(join(distDir, `${file}.map`)));
  if (files.length > 0 && mapped.length === 0) throw new Error('the build has no source maps: build.sourcemap in vite.config.ts');
  return mapped.flatMap((file) => (JSON.parse(readFileSync(join(distDir, `${file}.map`), 'utf8')) as { sources: string[] }).sources);
}

/**
 * First-visit JS of every route in ROUTE_MODULES, from the build in `distDir`: its entry and route chunks with their
 * static imports, and a drawn page's boot script, each file counted once, gzipped at level 9 (deterministic: no
 * browser, no timing).
 */
export function firstVisitSizes(distDir: string): RouteSize[] {
  const manifest = readManifest(distDir);
  const gzipped = new Map<string, { bytes: number; gzipBytes: number }>();
  const sizeOf = (file: string) => {
    let size = gzipped.get(file);
    if (!size) {
      const body = readFileSync(join(distDir, file));
      size = { bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
      gzipped.set(file, size);
    }
    return size;
  };
  return Object.entries(ROUTE_MODULES).map(([route, { entry, modules, drawn }]) => {
    if (!manifest[entry]?.isEntry) throw new Error(`"${entry}" is no entry of the build: update ROUTE_MODULES in build/first-visit-js.ts`);
    const files = [...scriptFiles(manifest, chunkClosure(manifest, [entry, ...modules])), ...(drawn ? [FIRST_SCREEN_BOOT_FILE] : [])];
    return {
      route,
      files,
      gzipBytes: files.reduce((sum, file) => sum + sizeOf(file).gzipBytes, 0),
      bytes: files.reduce((sum, file) => sum + sizeOf(file).bytes, 0),
    };
  });
}
