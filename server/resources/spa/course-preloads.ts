/**
 * A course page's request as the build lists it (build/course-preloads.ts), `:courseId` standing for the course;
 * with `idsFrom`, `:ids` and `:count` stand for the ids of the first items that list gives the caller.
 */
export type CoursePreload = { url: string; permission?: string; idsFrom?: string };

const isApiUrl = (url: unknown): url is string => typeof url === 'string' && url.startsWith('/api/v1/');

export const isCoursePreload = (entry: unknown): entry is CoursePreload => {
  if (typeof entry !== 'object' || entry === null) return false;
  const { url, permission, idsFrom } = entry as Record<string, unknown>;
  return isApiUrl(url) && (permission === undefined || typeof permission === 'string') && (idsFrom === undefined || isApiUrl(idsFrom));
};

/**
 * Whether the caller may read the course, and which of `permissions` they hold there; undefined for an unknown
 * course or one they may not read. The server asks itself, as the caller, so the answer is the API's own.
 */
export type CourseAccess = (courseId: string, permissions: string[]) => Promise<Record<string, boolean> | undefined>;

/** The answer to an API GET as the caller, or undefined when it fails. */
export type CourseRead = (url: string) => Promise<unknown>;

/** Only digits: the id goes into markup and URLs, so nothing else of the path ever does. */
const COURSE_PATH = /^\/courses\/(\d{1,15})(?:\/|$)/;

const DIGITS = /^\d{1,15}$/;

/**
 * The request with the ids of the first items of its `idsFrom` list filled in (`name[]=:ids` repeated per id), as
 * the app names them once that list has answered; undefined when the list is empty, refused or not ids.
 */
async function withIds(url: string, idsFrom: string, read: CourseRead): Promise<string | undefined> {
  const items = await read(idsFrom);
  const ids = Array.isArray(items) ? items.map((item: unknown) => String((item as { id?: unknown } | null)?.id)) : [];
  const name = /([^?&=]+)=:ids/.exec(url)?.[1];
  if (ids.length === 0 || !ids.every((id) => DIGITS.test(id)) || name === undefined) return undefined;
  return url.replace(`${name}=:ids`, ids.map((id) => `${name}=${id}`).join('&')).replace(':count', String(ids.length));
}

const preloadLink = (url: string) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${url.replaceAll('&', '&amp;')}">`;

/**
 * The preload links of a course page's requests for the course in `pathname`, for a caller `access` lets read it:
 * each request for which they hold the right it needs. None for an unknown or forbidden course: the page then shows
 * the course's error after one request, as without them.
 */
export async function coursePreloadLinks(
  pathname: string,
  preloads: CoursePreload[],
  access: CourseAccess,
  read?: CourseRead,
): Promise<string | undefined> {
  const courseId = COURSE_PATH.exec(pathname)?.[1];
  if (courseId === undefined) return undefined;
  const needed = [...new Set(preloads.flatMap(({ permission }) => (permission ? [permission] : [])))];
  const held = await access(courseId, needed);
  if (!held) return undefined;
  const inCourse = (url: string) => url.replaceAll(':courseId', courseId);
  const urls = await Promise.all(
    preloads
      .filter(({ permission }) => permission === undefined || held[permission] === true)
      .map(async ({ url, idsFrom }) => {
        if (idsFrom === undefined) return inCourse(url);
        return read ? withIds(inCourse(url), inCourse(idsFrom), read) : undefined;
      }),
  );
  return urls.flatMap((url) => (url === undefined ? [] : [preloadLink(url)])).join('\n    ');
}
