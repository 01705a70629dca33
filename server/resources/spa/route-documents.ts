import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isCoursePreload, type CoursePreload } from './course-preloads';

/**
 * `dataDocument` also preloads the page's data, as the app asks for it when the URL has no query; `courseData` are
 * a course page's requests, preloaded once the server knows the caller may read the course.
 */
type RouteDocument = { path: RegExp; document: string; dataDocument?: string; courseData?: CoursePreload[] };

/** The document to answer with, and the course page's requests to preload in it (checked by the caller). */
export type DocumentChoice = { file: string; courseData?: CoursePreload[] };

const isDocumentEntry = (entry: unknown): entry is Omit<RouteDocument, 'path'> & { path: string } => {
  if (typeof entry !== 'object' || entry === null) return false;
  const { path, document, dataDocument, courseData } = entry as Record<string, unknown>;
  return typeof path === 'string' && typeof document === 'string' && (dataDocument === undefined || typeof dataDocument === 'string')
    && (courseData === undefined || (Array.isArray(courseData) && courseData.every(isCoursePreload)));
};

function readRouteDocuments(root: string): RouteDocument[] {
  let listed: unknown;
  try {
    listed = JSON.parse(readFileSync(join(root, 'route-documents', 'routes.json'), 'utf8'));
  } catch {
    return []; // A build without them (or `vite dev`): every route gets index.html.
  }
  if (!Array.isArray(listed)) return [];
  return listed.filter(isDocumentEntry).map((entry) => ({ ...entry, path: new RegExp(entry.path) }));
}

/**
 * Pages that are a document of their own in the build (an HTML entry in vite.config.ts): a first visit to sign in
 * gets a light page (React and the form, no router) that opens the app with a page load once signed in. Inside the
 * app, the router still shows /sign-in itself.
 */
const OWN_DOCUMENTS: RouteDocument[] = [{ path: /^\/sign-in\/?$/, document: 'sign-in.html' }];

/**
 * The document to answer a client-routed URL with: a page's document of its own; for the most visited routes, a
 * copy of index.html that preloads the route's chunks (build/route-documents.ts), so they download beside the
 * entry, and its data too when the URL has no query (filters or sort in the query change what the page asks for)
 * and the browser holds a session; for a course page, under the same conditions, the requests to preload for its course.
 * Every other path gets index.html, as does every path of a build that lacks the document.
 */
export function routeDocuments(root: string): (url: URL, signedIn: boolean) => DocumentChoice {
  const own = OWN_DOCUMENTS.filter(({ document }) => existsSync(join(root, document)));
  const documents = [...own, ...readRouteDocuments(root)];
  return ({ pathname, search }, signedIn) => {
    const found = documents.find(({ path }) => path.test(pathname));
    // Signed out, the data would be a 401 the page never reads: the app goes to sign in first. The browser would
    // keep that answer and hand it to the page's first request after signing in, ending the new session at once.
    const withData = search === '' && signedIn;
    const document = (withData && found?.dataDocument) || found?.document;
    return { file: join(root, document ?? 'index.html'), ...(withData && found?.courseData && { courseData: found.courseData }) };
  };
}
