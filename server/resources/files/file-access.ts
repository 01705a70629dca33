import type { Db } from '../../canvas/context';
import { courseAccess } from '../../canvas/permissions';
import { visibleSectionIds } from '../courses/section-visibility';
import { findCourse } from '../courses/courses.store';
import { studentSectionIds } from '../submissions/submission-grade.store';
import type { FileRow } from './file-row';

type SubmissionLink = { user_id: number; course_id: number };

/** The students and courses of every submission the file is attached to (group members share one upload). */
function submissionLinks(db: Db, fileId: number): SubmissionLink[] {
  return db
    .prepare<[number], SubmissionLink>(
      `SELECT s.user_id, a.course_id FROM submission_attachments sa
         JOIN submissions s ON s.id = sa.submission_id JOIN assignments a ON a.id = s.assignment_id
        WHERE sa.attachment_id = ?`,
    )
    .all(fileId);
}

/** The courses a file belongs to: its own course, or the courses of the submissions it is attached to. */
export function fileCourseIds(db: Db, file: FileRow): number[] {
  if (file.context_type === 'Course') return [file.context_id];
  return [...new Set(submissionLinks(db, file.id).map((link) => link.course_id))];
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
 * May this signed-in caller download the file without a verifier? Canvas's Attachment policy, narrowed to what
 * Lectern stores: a submission file to the submitting student (and group members sharing it) and to graders who
 * may see that student (can_read_through_assignment); a course file to course members with read_files, unless
 * locked or hidden for them; a user's own files to that user.
 */
export function mayDownload(db: Db, callerId: number, file: FileRow): boolean {
  if (file.context_type === 'Submission') {
    return submissionLinks(db, file.id).some((link) => link.user_id === callerId || gradesStudent(db, callerId, link));
  }
  if (file.context_type === 'User') return file.context_id === callerId;
  if (file.context_type !== 'Course') return false;
  const course = findCourse(db, file.context_id);
  if (!course || course.workflow_state === 'deleted') return false;
  const access = courseAccess(db, callerId, course);
  if (access.rights.has('read_as_admin')) return true;
  return access.rights.has('read_files') && !file.locked && !file.hidden;
}
