import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Hono, type Context } from 'hono';
import { compressHtml, streamedHtml } from '../../canvas/compress';
import type { AppEnv } from '../../canvas/context';
import { courseDataPreloads } from './course-data-preloads';
import { firstScreenDocuments, type FirstScreenSource } from './first-screen';
import { coursePreloadLinks, type CourseAccess, type CourseRead } from './course-preloads';
import { routeDocuments, type DocumentChoice } from './route-documents';
import { fileInside, serveFile } from './static-file';

/** The API as the document's caller: their rights in a course, and a read of a list some preload names items of. */
export type CourseCaller = { access: (c: Context) => CourseAccess; read: (c: Context) => CourseRead };

/** Hashed asset names change with their content, so they never need revalidating; everything else does. */
const cacheControl = (urlPath: string) =>
  urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';

/**
 * Serves the built app: files as files (precompressed by the build, in the encoding the client accepts), every
 * other non-API path as index.html (client routing), with the page's first screen rendered in it for a signed-in
 * caller when `firstScreen` is given and the page is one the server renders, or the copy of it that preloads that
 * route's chunks (and,
 * for a browser that `signedIn` says holds a session cookie, its data; on a course page, when `course` says the
 * caller may read the course, its course's data). A
 * missing asset is a 404, never the index page: a browser holding an old index.html after a deploy must see its
 * chunk fail.
 */
export function spaRoutes(distDir: string, signedIn: (c: Context) => boolean, course?: CourseCaller, firstScreen?: FirstScreenSource): Hono<AppEnv> {
  const root = resolve(distDir);
  const documentFor = routeDocuments(root);
  const rendered = firstScreen && firstScreenDocuments(root, firstScreen);
  const app = new Hono<AppEnv>();
  app.use('*', compressHtml());
  // GET only (Hono answers HEAD from it): OPTIONS falls through to the app's 404.
  app.get('*', async (c, next) => {
    const path = fileInside(root, c.req.path);
    const answer = path && serveFile(c, path, cacheControl(c.req.path));
    if (answer) return answer;
    await next();
  });
  app.get('/assets/*', (c) => c.notFound());
  app.get('*', async (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    const isSignedIn = signedIn(c);
    // The drawn page holds its data, so its document preloads only its chunks: the one a signed-out caller gets.
    const parts = isSignedIn && c.req.method === 'GET' && rendered && (await rendered(c, documentFor(new URL(c.req.url), false).file));
    // The caller's own page, which no cache may keep or hand to anyone else.
    if (parts) return streamedHtml(c, parts, { 'Cache-Control': 'private, no-store' });
    const choice = documentFor(new URL(c.req.url), isSignedIn);
    const filled = await withCoursePreloads(c, choice, course);
    if (filled) return filled;
    const preloads = isSignedIn ? courseDataPreloads(c.req.path) : undefined;
    // A cached copy would carry its Link header to a later visit, perhaps signed out: this document is not kept.
    if (preloads) c.header('Link', preloads);
    return serveFile(c, choice.file, preloads ? 'no-store' : 'no-cache') ?? c.notFound();
  });
  return app;
}

/**
 * The document with the course page's requests preloaded for the course in the URL, or undefined when there is none
 * to add. It is this caller's (what it preloads depends on their rights), so no shared cache keeps it.
 */
async function withCoursePreloads(c: Context, { file, courseData }: DocumentChoice, course?: CourseCaller) {
  if (!courseData || !course) return undefined;
  const links = await coursePreloadLinks(c.req.path, courseData, course.access(c), course.read(c));
  if (!links) return undefined;
  let html: string;
  try {
    html = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  return c.html(html.replace('</head>', `  ${links}\n  </head>`), 200, { 'Cache-Control': 'private, no-cache' });
}
