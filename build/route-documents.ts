import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { SHELL_PRELOADS, type CoursePreload } from './course-preloads';
import { chunkClosure, readManifest, ROUTE_MODULES, scriptFiles, type Manifest } from './first-visit-js';
import { withOneStylesheet } from './one-stylesheet';

/** Where the build writes the documents and the table the server picks them by (server/resources/spa). */
const ROUTE_DOCUMENTS_DIR = 'route-documents';
/**
 * `dataDocument`, when there is one, is for the route's URL without a query: it also preloads the page's data.
 * `courseData` are the course page's requests, which the server preloads once it knows the course (its id).
 */
export type RouteDocument = { path: string; document: string; dataDocument?: string; courseData?: CoursePreload[] };

/** The links that fetch a route's chunks and styles beside the entry instead of after it has run. */
function preloadLinks(manifest: Manifest, modules: string[], alreadyLoaded: Set<string>): string {
  const keys = [...chunkClosure(manifest, modules)].filter((key) => !alreadyLoaded.has(key));
  const styles = new Set(keys.flatMap((key) => manifest[key]?.css ?? []));
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...scriptFiles(manifest, keys).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}

/** Same-origin, credentials included, as the app's fetch asks: the browser then hands the answer to that fetch. */
const dataLink = (url: string) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${url.replaceAll('&', '&amp;')}">`;

/**
 * Writes, for each app route in ROUTE_MODULES with a `path`, a copy of index.html that also preloads the route's
 * lazy chunks (and their static imports and styles), and for a route with `data` a second copy that preloads that
 * request too, and the shell's (build/course-preloads.ts). Without them a first visit downloads the entry, runs it,
 * and only then asks for the route's code and its data: round trips in a row instead of side by side.
 */
export function writeRouteDocuments(outDir: string): RouteDocument[] {
  const manifest = readManifest(outDir);
  mkdirSync(join(outDir, ROUTE_DOCUMENTS_DIR), { recursive: true });
  const documents = Object.entries(ROUTE_MODULES).flatMap(([route, { entry, modules, path, data, courseData }]) => {
    if (path === undefined) return [];
    // The route's HTML entry (index.html), whose own chunks its script tag already loads.
    const html = readFileSync(join(outDir, entry), 'utf8');
    const name = `${ROUTE_DOCUMENTS_DIR}/${route.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '')}`;
    const links = preloadLinks(manifest, modules, chunkClosure(manifest, [entry]));
    const write = (file: string, head: string) => {
      writeFileSync(join(outDir, file), withOneStylesheet(outDir, html.replace('</head>', `  ${head}\n  </head>`)));
      return file;
    };
    const document = write(`${name}.html`, links);
    return [{ path, document, ...(data && { dataDocument: write(`${name}-data.html`, [data, ...SHELL_PRELOADS].map(dataLink).concat(links).join('\n    ')) }), ...(courseData && { courseData }) }];
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
