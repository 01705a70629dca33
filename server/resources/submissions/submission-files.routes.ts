import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../canvas/context';
import { forbidden, rejected } from '../../canvas/errors';
import { pathId, userPathId } from '../../canvas/ids';
import { allowedExtensions, submissionTypes, type AssignmentRow } from '../assignments/assignment-row';
import { loadCourse, type LoadedCourse } from '../courses/course-access';
import { attachmentPreflightParams, uploadTicket } from '../files/upload/upload-ticket';
import { submissionsFolder } from '../folders/submissions-folder';
import { activeAssignment } from './submission-create.routes';
import { requireVisibleStudent, sectionCourse } from './submission-grade.routes';
import { studentSectionIds } from './submission-grade.store';

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
  const assignment = activeAssignment(c, loaded);
  const userId = userPathId(c);
  authorizeUpload(c, loaded, assignment, userId, sectionId);
  const params = attachmentPreflightParams(c);
  requireAllowedExtension(assignment, params.name);
  const db = c.get('deps').db;
  return uploadTicket(c, params, {
    owner: { type: 'User', id: userId },
    folderId: () => submissionsFolder(db, userId, loaded.course).id,
    onDuplicate: 'rename',
  });
}

const PATH = '/assignments/:assignment_id/submissions/:user_id/files';

export function submissionFileRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post(`/courses/:course_id${PATH}`, (c) => preflight(c, loadCourse(c, { rights: [] })))
    .post(`/sections/:section_id${PATH}`, (c) => preflight(c, sectionCourse(c), pathId(c, 'section_id')));
}
