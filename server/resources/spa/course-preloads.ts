/** A course page's request as the build lists it (build/course-preloads.ts), `:courseId` standing for the course. */
export type CoursePreload = { url: string; permission?: string };

export const isCoursePreload = (entry: unknown): entry is CoursePreload => {
  if (typeof entry !== 'object' || entry === null) return false;
  const { url, permission } = entry as Record<string, unknown>;
  return typeof url === 'string' && url.startsWith('/api/v1/') && (permission === undefined || typeof permission === 'string');
};

/**
 * Whether the caller may read the course, and which of `permissions` they hold there; undefined for an unknown
 * course or one they may not read. The server asks itself, as the caller, so the answer is the API's own.
 */
export type CourseAccess = (courseId: string, permissions: string[]) => Promise<Record<string, boolean> | undefined>;

/** Only digits: the id goes into markup and URLs, so nothing else of the path ever does. */
const COURSE_PATH = /^\/courses\/(\d{1,15})(?:\/|$)/;

const preloadLink = (url: string) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${url.replaceAll('&', '&amp;')}">`;

/**
 * The preload links of a course page's requests for the course in `pathname`, for a caller `access` lets read it:
 * each request for which they hold the right it needs. None for an unknown or forbidden course: the page then shows
 * the course's error after one request, as without them.
 */
export async function coursePreloadLinks(pathname: string, preloads: CoursePreload[], access: CourseAccess): Promise<string | undefined> {
  const courseId = COURSE_PATH.exec(pathname)?.[1];
  if (courseId === undefined) return undefined;
  const needed = [...new Set(preloads.flatMap(({ permission }) => (permission ? [permission] : [])))];
  const held = await access(courseId, needed);
  if (!held) return undefined;
  return preloads
    .filter(({ permission }) => permission === undefined || held[permission] === true)
    .map(({ url }) => preloadLink(url.replaceAll(':courseId', courseId)))
    .join('\n    ');
}
