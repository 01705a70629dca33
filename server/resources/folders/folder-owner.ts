import type { AppContext } from '../../canvas/context';
import { forbidden, notFound } from '../../canvas/errors';
import { pathId, userPathId } from '../../canvas/ids';
import { courseAccess } from '../../canvas/permissions';
import { findCourse } from '../courses/courses.store';
import { findActiveGroup, isAcceptedMember } from '../groups/groups.store';
import { findUser, isRootAdmin } from '../users/users.store';
import type { FolderRow } from './folder-row';

export type OwnerType = FolderRow['context_type'];

/** The path forms of a folder owner (canvas-api.md §3: "owner" = courses, groups or users). */
export const OWNER_PATHS = [
  { prefix: 'courses', param: 'course_id', type: 'Course' },
  { prefix: 'groups', param: 'group_id', type: 'Group' },
  { prefix: 'users', param: 'user_id', type: 'User' },
] as const;

/**
 * The caller's file rights in one owner, by Canvas's names: read_files, read_as_admin and the granular
 * manage_files_* rights the Folder policy consults.
 */
export type FileRights = { readFiles: boolean; readAsAdmin: boolean; add: boolean; edit: boolean; remove: boolean };
export type FolderOwner = { type: OwnerType; id: number; rights: FileRights };

const NONE: FileRights = { readFiles: false, readAsAdmin: false, add: false, edit: false, remove: false };
const ALL: FileRights = { readFiles: true, readAsAdmin: true, add: true, edit: true, remove: true };

/** can_view_hidden_files?: read_as_admin or any file-management right. */
export const managesFiles = (rights: FileRights) => rights.readAsAdmin || rights.add || rights.edit || rights.remove;

function courseRights(c: AppContext, courseId: number): FileRights | undefined {
  const { db } = c.get('deps');
  const course = findCourse(db, courseId);
  if (!course || course.workflow_state === 'deleted') return undefined;
  const { rights } = courseAccess(db, c.get('caller').id, course);
  return {
    readFiles: rights.has('read_files'),
    readAsAdmin: rights.has('read_as_admin'),
    add: rights.has('manage_files_add'),
    edit: rights.has('manage_files_edit'),
    remove: rights.has('manage_files_delete'),
  };
}

/**
 * A group's files belong to its accepted members, who read and manage them; course staff reach them through
 * their rights in the group's course (an observer of the course is neither).
 */
function groupRights(c: AppContext, groupId: number): FileRights | undefined {
  const { db } = c.get('deps');
  const group = findActiveGroup(db, groupId);
  if (!group) return undefined;
  const course = courseRights(c, group.course_id);
  if (!course) return undefined;
  if (isAcceptedMember(db, group.id, c.get('caller').id) && course.readFiles) return { ...ALL, readAsAdmin: course.readAsAdmin };
  return course.readAsAdmin ? course : NONE;
}

/** A user's files belong to that user; a root-account admin may manage them too. */
function userRights(c: AppContext, userId: number): FileRights | undefined {
  const { db } = c.get('deps');
  if (!findUser(db, userId)) return undefined;
  const callerId = c.get('caller').id;
  return callerId === userId || isRootAdmin(db, callerId) ? ALL : NONE;
}

/** The caller's rights in any owner, or undefined when the owner does not exist (or is deleted). */
export function ownerRights(c: AppContext, type: OwnerType, id: number): FileRights | undefined {
  if (type === 'Course') return courseRights(c, id);
  if (type === 'Group') return groupRights(c, id);
  return userRights(c, id);
}

/** The owner named in the path: unknown → 404, then read_files or any file right (resolve_path's check) → else 403. */
export function loadOwner(c: AppContext, path: (typeof OWNER_PATHS)[number]): FolderOwner {
  const id = path.type === 'User' ? userPathId(c, path.param) : pathId(c, path.param);
  const rights = ownerRights(c, path.type, id);
  if (!rights) throw notFound();
  if (!rights.readFiles && !managesFiles(rights)) throw forbidden();
  return { type: path.type, id, rights };
}
