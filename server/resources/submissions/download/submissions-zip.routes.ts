import { Hono } from 'hono';
import { authenticate } from '../../../canvas/auth';
import type { AppContext, AppEnv, Db } from '../../../canvas/context';
import { notFound } from '../../../canvas/errors';
import { pathId } from '../../../canvas/ids';
import { requireAny } from '../../../canvas/permissions';
import type { AssignmentRow } from '../../assignments/assignment-row';
import { listActiveAssignments } from '../../assignments/assignments.store';
import { loadCourse } from '../../courses/course-access';
import { visibleSectionIds } from '../../courses/section-visibility';
import { contentDisposition } from '../../files/file-response';
import { anonymizedAssignments } from '../anonymity';
import { zipListing } from './zip-listing';
import { zipLength, zipStream } from './zip-stream';

/** The path Canvas serves the zip at (SubmissionsController#index with `zip`), outside /api/v1 as there. */
export const SUBMISSIONS_ZIP_PATH = '/courses/:course_id/assignments/:assignment_id/submissions';

/**
 * Assignment#anonymize_students?, the grading view's own rule: once every grade is posted the folders carry names
 * again.
 */
const anonymized = (db: Db, assignment: AssignmentRow): boolean => anonymizedAssignments(db, [assignment.id]).has(assignment.id);

/** ContentZipper#assignment_zip_filename, with make_zip_tmpdir's clean-up: `<course code>-<assignment>_submissions.zip`. */
function zipName(courseCode: string, assignmentName: string): string {
  const slug = (text: string) => text.trim().replace(/\s+/g, '-').toLowerCase();
  return `${slug(courseCode)}-${slug(assignmentName)} submissions`.replace(/ /g, '_').replace(/[^\w-]/g, '') + '.zip';
}

/**
 * "Download all submissions" (docs/api-extensions.md): one zip, a folder per student this grader sees, streamed as
 * it is written with its exact Content-Length, so the browser shows the download's progress. Canvas builds the
 * zip in a background job and serves it when done; Lectern streams it at once (docs/decisions/0059).
 */
function downloadAll(c: AppContext): Response {
  const loaded = loadCourse(c, { rights: [] });
  // Canvas: Assignment#user_can_read_grades? before anything else about the assignment.
  requireAny(loaded.access, 'manage_grades', 'view_all_grades');
  const [assignment] = listActiveAssignments(c.get('deps').db, loaded.course.id, [pathId(c, 'assignment_id')]);
  if (!assignment) throw notFound();
  const { db, blobs } = c.get('deps');
  const sectionIds = visibleSectionIds(db, c.get('caller').id, loaded.course.id, loaded.access);
  const entries = zipListing(c, { courseId: loaded.course.id, assignmentId: assignment.id, sectionIds }, anonymized(db, assignment));
  const headers = {
    'Content-Type': 'application/zip',
    'Content-Length': String(zipLength(entries)),
    'Content-Disposition': contentDisposition({ display_name: zipName(loaded.course.course_code, assignment.name), content_type: 'application/zip' }),
    'Cache-Control': 'private, no-store',
  };
  // HEAD learns the size without opening a file.
  return new Response(c.req.method === 'HEAD' ? null : zipStream(db, blobs, entries), { headers });
}

/** GET (and HEAD) …/submissions?zip=1; without `zip` the path is the app's, so the request passes on. */
export function submissionsZipRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().get(SUBMISSIONS_ZIP_PATH, async (c, next) => {
    if (c.req.query('zip') === undefined) return next();
    await authenticate(c, () => {
      c.res = downloadAll(c);
      return Promise.resolve();
    });
  });
}
