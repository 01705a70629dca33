import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), keyed by source path or `_name.js`. */
export type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/**
 * Each measured route's lazy modules (as the router imports them, src/app/router.tsx), parents first. A first visit
 * downloads the entry, these, and everything they import statically.
 */
export const ROUTE_MODULES: Record<string, string[]> = {
  'sign-in': ['src/app/routes/sign-in-route.tsx'],
  '/courses': ['src/app/courses-data.ts', 'src/app/routes/courses-route.tsx'],
  'course home': ['src/app/course-layout-data.ts', 'src/app/routes/course-layout-route.tsx', 'src/app/course-home-data.ts', 'src/app/routes/course-home-route.tsx'],
  people: ['src/app/course-layout-data.ts', 'src/app/routes/course-layout-route.tsx', 'src/app/course-people-data.ts', 'src/app/routes/course-people-route.tsx'],
  'due dates': ['src/app/course-layout-data.ts', 'src/app/routes/course-layout-route.tsx', 'src/app/routes/course-due-dates-route.tsx'],
  files: ['src/app/course-layout-data.ts', 'src/app/routes/course-layout-route.tsx', 'src/app/routes/files-route.tsx'],
  grading: ['src/app/course-layout-data.ts', 'src/app/routes/course-layout-route.tsx', 'src/app/grading-data.ts', 'src/app/routes/grading-route.tsx'],
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

export const readManifest = (distDir: string): Manifest =>
  JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/**
 * First-visit JS of every route in ROUTE_MODULES, from the build in `distDir`: entry and route chunks with their
 * static imports, each file counted once, gzipped at level 9 (deterministic: no browser, no timing).
 */
export function firstVisitSizes(distDir: string): RouteSize[] {
  const manifest = readManifest(distDir);
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk in the manifest, found ${entries.length}`);
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
  return Object.entries(ROUTE_MODULES).map(([route, modules]) => {
    const keys = chunkClosure(manifest, [...entries, ...modules]);
    const files = [...keys].map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith('.js'));
    const unique = [...new Set(files)];
    return {
      route,
      files: unique,
      gzipBytes: unique.reduce((sum, file) => sum + sizeOf(file).gzipBytes, 0),
      bytes: unique.reduce((sum, file) => sum + sizeOf(file).bytes, 0),
    };
  });
}
