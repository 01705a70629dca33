import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type RouteDocument = { path: RegExp; document: string };

function readRouteDocuments(root: string): RouteDocument[] {
  let listed: unknown;
  try {
    listed = JSON.parse(readFileSync(join(root, 'route-documents', 'routes.json'), 'utf8'));
  } catch {
    return []; // A build without them (or `vite dev`): every route gets index.html.
  }
  if (!Array.isArray(listed)) return [];
  return listed.flatMap((entry: { path?: unknown; document?: unknown }) =>
    typeof entry.path === 'string' && typeof entry.document === 'string' ? [{ path: new RegExp(entry.path), document: entry.document }] : [],
  );
}

/**
 * The document to answer a client-routed path with: the build writes, for the most visited routes, a copy of
 * index.html that preloads the route's chunks (build/route-documents.ts), so they download beside the entry.
 * Every other path gets index.html.
 */
export function routeDocuments(root: string): (urlPath: string) => string {
  const documents = readRouteDocuments(root);
  return (urlPath) => join(root, documents.find(({ path }) => path.test(urlPath))?.document ?? 'index.html');
}
