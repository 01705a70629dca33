import { existsSync, readFileSync } from 'node:fs';
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
 * Pages that are a document of their own in the build (an HTML entry in vite.config.ts): a first visit to sign in
 * gets a light page (React and the form, no router) that opens the app with a page load once signed in. Inside the
 * app, the router still shows /sign-in itself.
 */
const OWN_DOCUMENTS: RouteDocument[] = [{ path: /^\/sign-in\/?$/, document: 'sign-in.html' }];

/**
 * The document to answer a client-routed path with: a page's document of its own; for the most visited routes, a
 * copy of index.html that preloads the route's chunks (build/route-documents.ts), so they download beside the
 * entry. Every other path gets index.html, as does every path of a build that lacks the document.
 */
export function routeDocuments(root: string): (urlPath: string) => string {
  const own = OWN_DOCUMENTS.filter(({ document }) => existsSync(join(root, document)));
  const documents = [...own, ...readRouteDocuments(root)];
  return (urlPath) => join(root, documents.find(({ path }) => path.test(urlPath))?.document ?? 'index.html');
}
