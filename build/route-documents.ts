import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { chunkClosure, readManifest, ROUTE_MODULES, type Manifest } from './first-visit-js';

/** The URL paths (as the router matches them, src/app/router.tsx) of the routes measured in ROUTE_MODULES. */
export const ROUTE_PATHS: Record<string, string> = {
  '/courses': '^/courses/?$',
  'course home': '^/courses/(?!new/?$)[^/]+/?$',
  people: '^/courses/[^/]+/people/?$',
  'due dates': '^/courses/[^/]+/due-dates/?$',
  files: '^/courses/[^/]+/files(/.*)?$',
  grading: '^/courses/[^/]+/assignments/[^/]+/grade/?$',
};

/** Where the build writes the documents and the table the server picks them by (server/resources/spa). */
export const ROUTE_DOCUMENTS_DIR = 'route-documents';
export type RouteDocument = { path: string; document: string };

/** The links that fetch a route's chunks and styles beside the entry instead of after it has run. */
function preloadLinks(manifest: Manifest, modules: string[], alreadyLoaded: Set<string>): string {
  const keys = [...chunkClosure(manifest, modules)].filter((key) => !alreadyLoaded.has(key));
  const scripts = new Set(keys.map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith('.js')));
  const styles = new Set(keys.flatMap((key) => manifest[key]?.css ?? []));
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}

/**
 * Writes, for each route in ROUTE_PATHS, a copy of index.html that also preloads the route's lazy chunks (and
 * their static imports and styles). Without it a first visit downloads the entry, runs it, and only then asks for
 * the route's code: two round trips in a row before the page's own request can start.
 */
export function writeRouteDocuments(outDir: string): RouteDocument[] {
  const manifest = readManifest(outDir);
  const index = readFileSync(join(outDir, 'index.html'), 'utf8');
  const entry = chunkClosure(manifest, Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  mkdirSync(join(outDir, ROUTE_DOCUMENTS_DIR), { recursive: true });
  const documents = Object.entries(ROUTE_PATHS).map(([route, path]) => {
    const modules = ROUTE_MODULES[route];
    if (!modules) throw new Error(`ROUTE_PATHS names "${route}", which ROUTE_MODULES does not measure`);
    const document = `${ROUTE_DOCUMENTS_DIR}/${route.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '')}.html`;
    writeFileSync(join(outDir, document), index.replace('</head>', `  ${preloadLinks(manifest, modules, entry)}\n  </head>`));
    return { path, document };
  });
  writeFileSync(join(outDir, ROUTE_DOCUMENTS_DIR, 'routes.json'), JSON.stringify(documents, null, 2));
  return documents;
}

/** Vite plugin: writes the route documents once the bundle (and its manifest) is on disk, before precompression. */
export function routeDocuments(): Plugin {
  let outDir = 'dist';
  return {
    name: 'lectern-route-documents',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'pre',
      sequential: true,
      handler() {
        writeRouteDocuments(outDir);
      },
    },
  };
}
