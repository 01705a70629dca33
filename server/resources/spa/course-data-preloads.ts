/**
 * Course pages whose first rows wait on requests the URL alone names: the server lists them in the document's
 * `Link` header, so the browser asks for them beside the app's code instead of after it has run. Each URL is
 * written exactly as the app asks for it (src/api/courses.ts, course-permissions.ts, assignments.ts, folders.ts):
 * a preload only answers a request for the same URL, and e2e/specs/course-data-preloads.spec.ts fails when the
 * app asks for one of them a second time. Nothing here depends on the query string, so filters and sort do not
 * turn it off.
 */
const COURSE_PERMISSIONS = [
  'read_roster', 'read_as_admin', 'read_reports', 'view_all_grades', 'manage_grades', 'manage_content', 'manage_course_content_edit',
  'update', 'change_course_state', 'manage_courses_publish', 'manage_courses_conclude', 'manage_courses_delete', 'delete',
  'reset_content', 'manage_courses_reset', 'manage_assignments', 'manage_assignments_add', 'manage_assignments_edit',
  'manage_assignments_delete',
];

/** What the course layout asks for on every course page: the course, then what the caller may do in it. */
const courseLayout = (courseId: string) => [
  `/api/v1/courses/${courseId}?include[]=term&include[]=teachers&include[]=total_students&include[]=syllabus_body`,
  `/api/v1/courses/${courseId}/permissions?${COURSE_PERMISSIONS.map((name) => `permissions[]=${name}`).join('&')}`,
];

/** The app's folder path as by_path takes it: each name decoded from the address, then encoded on its own. */
function byPath(courseId: string, tail: string): string | undefined {
  const names = tail.split('/').filter((name) => name !== '');
  try {
    const path = names.map((name) => `/${encodeURIComponent(decodeURIComponent(name))}`).join('');
    return `/api/v1/courses/${courseId}/folders/by_path${path}`;
  } catch {
    return undefined; // A malformed escape: the app shows its own error, nothing to preload.
  }
}

const PAGES: { path: RegExp; urls: (match: RegExpExecArray) => (string | undefined)[] }[] = [
  {
    path: /^\/courses\/(\d+)\/files(\/.*)?$/,
    urls: ([, courseId = '', tail = '']) => [...courseLayout(courseId), byPath(courseId, tail)],
  },
  {
    path: /^\/courses\/(\d+)\/assignments\/(\d+)\/grade\/?$/,
    urls: ([, courseId = '', assignmentId = '']) => [
      ...courseLayout(courseId),
      `/api/v1/courses/${courseId}/assignments/${assignmentId}?include[]=overrides&all_dates=true`,
    ],
  },
];

/**
 * The `Link` header value preloading the data of the page at `pathname`, or undefined for other pages. Only for a
 * browser with a session: signed out, each would be a 401 the browser keeps for the page's first request.
 */
export function courseDataPreloads(pathname: string): string | undefined {
  for (const { path, urls } of PAGES) {
    const match = path.exec(pathname);
    if (!match) continue;
    const links = urls(match).flatMap((url) => (url === undefined ? [] : [`<${url}>; rel=preload; as=fetch; crossorigin=anonymous`]));
    return links.join(', ');
  }
  return undefined;
}
