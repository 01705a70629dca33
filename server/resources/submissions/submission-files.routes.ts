import { Hono } from 'hono';
import { z } from 'zod';
import { canvasBoolean, canvasInteger, canvasString, stringList } from '../../canvas/coerce';
import type { AppContext, AppEnv } from '../../canvas/context';
import { toCanvasTime } from '../../canvas/dates';
import { badRequest, fieldError, forbidden, notFound, rejected, validationFailed } from '../../canvas/errors';
import { pathId, userPathId } from '../../canvas/ids';
import { json } from '../../canvas/respond';
import { requestOrigin } from '../../canvas/urls';
import { parseParams } from '../../canvas/validate';
import { allowedExtensions, submissionTypes, type AssignmentRow } from '../assignments/assignment-row';
import { loadCourse, type LoadedCourse } from '../courses/course-access';
import { uploadContentType } from '../files/upload/content-type';
import { freeBytes } from '../files/upload/receive-upload';
import { POLICY_LIFETIME_MS, signPolicy } from '../files/upload/upload-policy';
import { UPLOAD_PATH } from '../files/upload/upload-rules';
import { findPending, insertPending, purgeAbandoned } from '../files/upload/upload.store';
import { submissionsFolder } from '../folders/submissions-folder';
import { activeAssignment } from './submission-create.routes';
import { requireVisibleStudent, sectionCourse } from './submission-grade.routes';
import { studentSectionIds } from './submission-grade.store';

const preflightParams = z.object({
  name: canvasString.optional(),
  filename: canvasString.optional(),
  size: canvasInteger.pipe(z.number().min(0)).optional(),
  content_type: canvasString.optional(),
  no_redirect: canvasBoolean.optional(),
  success_include: stringList().optional(),
});

/** SubmissionsApiController#create_file: an assignment with allowed extensions takes only files named with one. */
function requireAllowedExtension(assignment: AssignmentRow, name: string): void {
  const allowed = allowedExtensions(assignment).map((ext) => ext.toLowerCase());
  if (allowed.length === 0) return;
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) throw rejected('unable to find extension');
  if (!allowed.includes(name.slice(dot + 1).toLowerCase())) throw rejected('filetype not allowed');
}

/**
 * Uploading for someone else takes the grade right (and a student the grader may see); uploading for oneself, an
 * assignment that takes online_upload and a student enrollment in the course, as Canvas's :submit.
 */
function authorizeUpload(c: AppContext, loaded: LoadedCourse, assignment: AssignmentRow, userId: number, sectionId?: number): void {
  if (userId !== c.get('caller').id) {
    if (!loaded.access.rights.has('manage_grades')) throw forbidden();
    requireVisibleStudent(c, loaded, userId, sectionId);
    return;
  }
  if (!submissionTypes(assignment).includes('online_upload')) throw forbidden();
  if (assignment.workflow_state !== 'published' || studentSectionIds(c.get('deps').db, loaded.course.id, userId).length === 0) throw forbidden();
}

/**
 * POST …/submissions/:user_id/files (docs/canvas-contract.md §5.7; SubmissionsApiController#create_file): step 1
 * of the upload protocol (§3.3) for a file to submit; steps 2 and 3 are the files' own. The file belongs to the
 * student and lands in their Submissions folder for the course (User#submissions_folder). Canvas skips the quota
 * here; Lectern still bounds the upload by the student's free space, which step 2 enforces in any case.
 */
function preflight(c: AppContext, loaded: LoadedCourse, sectionId?: number): Response {
  const { db, blobs } = c.get('deps');
  const assignment = activeAssignment(c, loaded);
  const userId = userPathId(c);
  authorizeUpload(c, loaded, assignment, userId, sectionId);
  const params = parseParams(preflightParams, c.get('params'));
  const name = params.name ?? params.filename ?? '';
  if (name === '') throw validationFailed(fieldError('name', 'blank', "can't be blank"));
  requireAllowedExtension(assignment, name);
  const owner = { type: 'User' as const, id: userId };
  const free = freeBytes(c, { context_type: owner.type, context_id: owner.id });
  if (params.size !== undefined && params.size > free) throw badRequest('file size exceeds quota');
  purgeAbandoned(db, blobs, owner, toCanvasTime(new Date(Date.now() - POLICY_LIFETIME_MS)));
  const contentType = uploadContentType(params.content_type, name);
  const id = db.transaction(() => {
    const folder = submissionsFolder(db, userId, loaded.course);
    return insertPending(db, { owner, folderId: folder.id, userId: c.get('caller').id, name, contentType, size: params.size ?? 0, locked: false });
  }).immediate();
  const row = findPending(db, id);
  if (!row) throw notFound();
  const signed = signPolicy(db, {
    attachmentId: id,
    maxBytes: Math.max(0, Math.min(params.size ?? free, free)),
    expiresAt: Date.now() + POLICY_LIFETIME_MS,
    onDuplicate: 'rename',
    noRedirect: params.no_redirect ?? false,
    include: params.success_include ?? [],
  });
  return json(c, {
    upload_url: `${requestOrigin(c)}${UPLOAD_PATH}`,
    upload_params: { filename: row.display_name, content_type: row.content_type, ...signed },
    file_param: 'file',
  });
}

const PATH = '/assignments/:assignment_id/submissions/:user_id/files';

export function submissionFileRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post(`/courses/:course_id${PATH}`, (c) => preflight(c, loadCourse(c, { rights: [] })))
    .post(`/sections/:section_id${PATH}`, (c) => preflight(c, sectionCourse(c), pathId(c, 'section_id')));
}
