import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { chunkClosure, readManifest, ROUTE_MODULES, type Manifest } from './first-visit-js';

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
 * Writes, for each app route in ROUTE_MODULES with a `path`, a copy of index.html that also preloads the route's lazy chunks (and
 * their static imports and styles). Without it a first visit downloads the entry, runs it, and only then asks for
 * the route's code: two round trips in a row before the page's own request can start.
 */
export function writeRouteDocuments(outDir: string): RouteDocument[] {
  const manifest = readManifest(outDir);
  mkdirSync(join(outDir, ROUTE_DOCUMENTS_DIR), { recursive: true });
  const documents = Object.entries(ROUTE_MODULES).flatMap(([route, { entry, modules, path }]) => {
    if (path === undefined) return [];
    // The route's HTML entry (index.html), whose own chunks its script tag already loads.
    const html = readFileSync(join(outDir, entry), 'utf8');
    const document = `${ROUTE_DOCUMENTS_DIR}/${route.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '')}.html`;
    const links = preloadLinks(manifest, modules, chunkClosure(manifest, [entry]));
    writeFileSync(join(outDir, document), html.replace('</head>', `  ${links}\n  </head>`));
    return [{ path, document }];
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
