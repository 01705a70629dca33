import type { AppContext } from '../../canvas/context';
import { forbidden, notFound } from '../../canvas/errors';
import { pathId, userPathId } from '../../canvas/ids';
import { courseAccess, type CourseRight } from '../../canvas/permissions';
import { loadCourse } from '../courses/course-access';
import { MANAGE_GROUPS } from '../groups/group-access';
import { findActiveGroup, isAcceptedMember } from '../groups/groups.store';
import type { OwnerType } from '../folders/folder-owner';
import { findUser, isRootAdmin } from '../users/users.store';

/**
 * The owner (Canvas's context) of files and folders. `manager`: the caller sees hidden and locked files
 * (can_view_hidden_files?: manage_files or read_as_admin); `manages`: the caller may change them.
 */
export type FileOwner = { type: OwnerType; id: number; manager: boolean; manages: boolean; quotaMb: number };

const MANAGE_FILES: CourseRight[] = ['manage_files_add', 'manage_files_edit', 'manage_files_delete'];
/** Canvas's Attachment::CONTEXT_DEFAULT_QUOTA, which users get unless an admin set theirs. */
const USER_QUOTA_MB = 50;
const READS_EVERY_GROUP: CourseRight[] = ['view_group_pages', ...MANAGE_GROUPS];

/**
 * The owner, readable by the caller, else 404 (unknown or deleted) or 403. Course files: read_files; managers
 * hold a manage_files right. Group files: accepted members and course staff who read every group
 * (GroupsController), all of whom manage them, as Group grants members the manage_files rights. User files: the
 * user and root admins. `id` defaults to the one in the path.
 */
export function loadOwner(c: AppContext, type: OwnerType, id = ownerPathId(c, type)): FileOwner {
  const { db } = c.get('deps');
  const callerId = c.get('caller').id;
  if (type === 'Course') {
    const { course, access } = loadCourse(c, { courseId: id, rights: ['read_files'] });
    const manages = MANAGE_FILES.some((r) => access.rights.has(r));
    return { type, id, manager: manages || access.rights.has('read_as_admin'), manages, quotaMb: course.storage_quota_mb };
  }
  if (type === 'Group') {
    const group = findActiveGroup(db, id);
    if (!group || group.course_state === 'deleted') throw notFound();
    const access = courseAccess(db, callerId, { id: group.course_id, account_id: group.course_account_id, workflow_state: group.course_state });
    const readsAll = READS_EVERY_GROUP.some((r) => access.rights.has(r));
    if (!access.rights.has('read') || !(readsAll || isAcceptedMember(db, id, callerId))) throw forbidden();
    return { type, id, manager: true, manages: true, quotaMb: group.storage_quota_mb };
  }
  if (!findUser(db, id)) throw notFound();
  if (callerId !== id && !isRootAdmin(db, callerId)) throw forbidden();
  return { type, id, manager: true, manages: true, quotaMb: USER_QUOTA_MB };
}

export function ownerPathId(c: AppContext, type: OwnerType): number {
  if (type === 'Course') return pathId(c, 'course_id');
  return type === 'Group' ? pathId(c, 'group_id') : userPathId(c);
}
