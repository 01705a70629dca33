import { Hono } from 'hono';
import { z } from 'zod';
import { canvasBoolean } from '../../canvas/coerce';
import type { AppContext, AppEnv } from '../../canvas/context';
import { paginateKeyset } from '../../canvas/pagination';
import { requireAny } from '../../canvas/permissions';
import { json } from '../../canvas/respond';
import { parseParams } from '../../canvas/validate';
import { loadCourse } from '../courses/course-access';
import { visibleSectionIds } from '../courses/section-visibility';
import { avatarUrl, userDisplay } from '../users/user-row';
import { anonymizedAssignments } from './anonymity';
import { activeAssignment } from './submission-create.routes';
import { loadUsers, submissionsSource, type SubmissionScope } from './submissions.store';

const params = z.object({ allow_new_anonymous_id: canvasBoolean.optional() });

/**
 * GET …/assignments/:assignment_id/gradeable_students (SubmissionsApiController#gradeable_students): graders only,
 * checked before the assignment is looked up; one UserDisplay per student with a submission the caller may see
 * (section-limited graders their sections), by user id. With allow_new_anonymous_id while the assignment's students
 * are anonymized, AnonymousUserDisplay rows by anonymous id instead, naming nobody.
 */
function gradeableStudents(c: AppContext): Response {
  const loaded = loadCourse(c, { rights: [] });
  requireAny(loaded.access, 'manage_grades', 'view_all_grades');
  const assignment = activeAssignment(c, loaded);
  const { db } = c.get('deps');
  const hideNames = Boolean(parseParams(params, c.get('params')).allow_new_anonymous_id) && anonymizedAssignments(db, [assignment.id]).has(assignment.id);
  const scope: SubmissionScope = {
    courseId: loaded.course.id,
    assignmentId: assignment.id,
    sectionIds: visibleSectionIds(db, c.get('caller').id, loaded.course.id, loaded.access),
  };
  const order = hideNames ? 'anonymous_id' : 'user_id';
  const rows = paginateKeyset(c, submissionsSource(db, scope, order));
  if (hideNames) return json(c, rows.map((row) => ({ anonymous_id: row.anonymous_id, avatar_image_url: avatarUrl(c, { avatar_url: null }) })));
  const users = loadUsers(db, rows.map((row) => row.user_id));
  return json(c, rows.flatMap((row) => {
    const user = users.get(row.user_id);
    return user ? [userDisplay(c, user, loaded.course.id)] : [];
  }));
}

export function gradeableStudentRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/courses/:course_id/assignments/:assignment_id/gradeable_students', gradeableStudents);
}
