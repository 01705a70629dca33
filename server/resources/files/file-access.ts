import type { AppContext, Db } from '../../canvas/context';
import { nowIso } from '../../canvas/dates';
import { courseAccess } from '../../canvas/permissions';
import { visibleSectionIds } from '../courses/section-visibility';
import { findCourse } from '../courses/courses.store';
import { closedFolderIds } from '../folders/learner-visibility';
import { studentSectionIds } from '../submissions/submission-grade.store';
import { managesFiles, ownerRights, readableOwner, type FileOwner, type FileRights, type OwnerType } from './file-owner';
import type { FileRow } from './file-row';
import { openBeyondCourse } from './file-visibility';
import { prepared } from '../../db/statements';
import { commentLinks, isUnattachedCommentFile, type CommentLink } from '../submissions/comment-attachments.store';
import { mayReadComment, mayReadSubmission } from '../submissions/submission-visibility';
import { observedStudentIds } from '../overrides/overrides.store';

type SubmissionLink = { user_id: number; course_id: number };

/** The students and courses of every submission the file is attached to (group members share one upload). */
function submissionLinks(db: Db, fileId: number): SubmissionLink[] {
  return prepared<[number], SubmissionLink>(db,
      `SELECT s.user_id, a.course_id FROM submission_attachments sa
         JOIN submissions s ON s.id = sa.submission_id JOIN assignments a ON a.id = s.assignment_id
        WHERE sa.attachment_id = ?`,
    )
    .all(fileId);
}

/** Attachment#associated_with_submission?: such a file cannot be deleted (FilesController#destroy). */
export function isSubmitted(db: Db, fileId: number): boolean {
  return prepared<[number], { n: number }>(db, 'SELECT COUNT(*) AS n FROM submission_attachments WHERE attachment_id = ?').get(fileId)?.n !== 0;
}

/** The courses a file belongs to: its own course, or the courses of the submissions it is attached to. */
export function fileCourseIds(db: Db, file: FileRow): number[] {
  const linked = submissionLinks(db, file.id).map((link) => link.course_id);
  return [...new Set(file.context_type === 'Course' ? [file.context_id, ...linked] : linked)];
}

/** A grader of the course (manage_grades or view_all_grades) who may see the student's section. */
function gradesStudent(db: Db, callerId: number, link: SubmissionLink): boolean {
  const course = findCourse(db, link.course_id);
  if (!course || course.workflow_state === 'deleted') return false;
  const access = courseAccess(db, callerId, course);
  if (!access.rights.has('manage_grades') && !access.rights.has('view_all_grades')) return false;
  const visible = visibleSectionIds(db, callerId, course.id, access);
  return visible === undefined || studentSectionIds(db, course.id, link.user_id).some((id) => visible.includes(id));
}

/**
 * Locked for a caller who cannot manage the owner's files: unpublished, outside its lock_at / unlock_at window, or
 * in a folder closed to learners (the one rule of folders/learner-visibility.ts). Hidden alone is not locked: a
 * hidden file is link-only, so whoever holds its id may still read and download it (Canvas's hidden_for_user).
 */
export function lockedForUser(db: Db, owner: FileOwner, file: FileRow, now = nowIso()): boolean {
  if (managesFiles(owner.rights)) return false;
  const windowShut = (file.lock_at !== null && file.lock_at <= now) || (file.unlock_at !== null && file.unlock_at > now);
  if (file.locked || windowShut) return true;
  return file.folder_id !== null && closedFolderIds(db, owner, Date.parse(now)).has(file.folder_id);
}

/**
 * What a link's authority stands for: someone who may read the owner's files, never someone who manages them. A
 * signed-in caller outside the course holds the same on a file whose visibility level opens it to them.
 */
const LINK_HOLDER: FileRights = { readFiles: true, readAsAdmin: false, add: false, edit: false, remove: false };

/**
 * The caller as a reader of a course, group or user file: the owner's read rule (read_files or any file right),
 * or, on a course file whose visibility_level opens it beyond the course, a reader like a link holder. 404 for
 * an unknown owner, 403 otherwise.
 */
export function fileReader(c: AppContext, type: OwnerType, file: FileRow): FileOwner {
  const rights = ownerRights(c, type, file.context_id);
  if (rights && !rights.readFiles && !managesFiles(rights) && openBeyondCourse(file)) {
    return { type, id: file.context_id, rights: LINK_HOLDER };
  }
  return readableOwner(c, type, file.context_id);
}

/** fileReader's rule and, for learners, the file not locked for them. */
function ownerAllows(c: AppContext, file: FileRow): boolean {
  if (file.context_type === 'Submission') return false;
  const rights = ownerRights(c, file.context_type, file.context_id);
  const reads = rights && (rights.readFiles || managesFiles(rights));
  const effective = reads ? rights : rights && openBeyondCourse(file) ? LINK_HOLDER : undefined;
  if (!effective) return false;
  return !lockedForUser(c.get('deps').db, { type: file.context_type, id: file.context_id, rights: effective }, file);
}

/**
 * A comment's file: graders who may see the student, and whoever the one read rule lets read the comment (the
 * student and their observers, a grader's comment only once the submission is posted).
 */
function readsCommentFile(db: Db, callerId: number, link: CommentLink): boolean {
  if (gradesStudent(db, callerId, link)) return true;
  const course = findCourse(db, link.course_id);
  if (!course || course.workflow_state === 'deleted') return false;
  const observed = link.user_id === callerId ? [] : observedStudentIds(db, link.course_id, callerId);
  const viewer = { id: callerId, readsGrades: false, observed: new Set(observed) };
  return mayReadSubmission(viewer, link) && mayReadComment(viewer, link, link.author_id);
}

/**
 * May this signed-in caller download the file without a verifier (the Attachment policy's :download)? Course,
 * group and user files by the owner-rights module, exactly as the list and get routes decide; and any file
 * attached to a submission to the submitting student (and group members sharing it) and to graders who may see
 * that student (can_read_through_assignment); a comment's file to whoever reads the comment, and before it is
 * attached to its uploader.
 */
export function mayDownload(c: AppContext, file: FileRow): boolean {
  if (ownerAllows(c, file)) return true;
  const { db } = c.get('deps');
  const callerId = c.get('caller').id;
  if (submissionLinks(db, file.id).some((link) => link.user_id === callerId || gradesStudent(db, callerId, link))) return true;
  if (file.context_type !== 'Submission') return false;
  if (commentLinks(db, file.id).some((link) => readsCommentFile(db, callerId, link))) return true;
  return file.user_id === callerId && isUnattachedCommentFile(db, file.id);
}

/**
 * Whether a link (the verifier, or a live public_url signature) opens the file by itself. The link stands in for
 * who the caller is, never for what a learner may see now: a file locked for learners (unpublished, outside its
 * window, in a locked or hidden folder) needs a caller who may manage it. Submitted files have no lock; a
 * comment's files always need a caller who may read the comment.
 */
export function linkOpens(db: Db, file: FileRow): boolean {
  // A comment's file follows its comment, which a hide can take back from a student who once had the link; one
  // not yet attached is its uploader's alone.
  if (file.context_type === 'Submission') return isSubmitted(db, file.id);
  return !lockedForUser(db, { type: file.context_type, id: file.context_id, rights: LINK_HOLDER }, file);
}

/**
 * The one rule for a file's bytes, whatever the credential: a link that opens the file, or a signed-in caller
 * whom mayDownload allows. `linked` says the request carried a valid link for this file; when that link does not
 * open it, the caller must have signed in (file-download.routes.ts authenticates them).
 */
export function mayReadBytes(c: AppContext, file: FileRow, linked: boolean): boolean {
  return (linked && linkOpens(c.get('deps').db, file)) || mayDownload(c, file);
}
