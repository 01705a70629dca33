import type { AppContext } from '../../canvas/context';
import { forbidden, notFound } from '../../canvas/errors';
import { pathId, userPathId } from '../../canvas/ids';
import { courseAccess, type CourseAccess } from '../../canvas/permissions';
import { findCourse } from '../courses/courses.store';
import { findActiveGroup, isAcceptedMember } from '../groups/groups.store';
import type { FolderRow } from '../folders/folder-row';
import { findUser, isRootAdmin } from '../users/users.store';

/** Canvas's context of files and folders. */
export type OwnerType = FolderRow['context_type'];

/** The path forms of an owner (docs/canvas-contract.md §3: "owner" = courses, groups or users). */
export const OWNER_PATHS = [
  { prefix: 'courses', param: 'course_id', type: 'Course' },
  { prefix: 'groups', param: 'group_id', type: 'Group' },
  { prefix: 'users', param: 'user_id', type: 'User' },
] as const;
export type OwnerPath = (typeof OWNER_PATHS)[number];

/**
 * The caller's file rights in one owner, by Canvas's names: read_files, read_as_admin and the granular
 * manage_files_* rights the Attachment and Folder policies consult.
 */
export type FileRights = { readFiles: boolean; readAsAdmin: boolean; add: boolean; edit: boolean; remove: boolean };
export type FileOwner = { type: OwnerType; id: number; rights: FileRights };

const NONE: FileRights = { readFiles: false, readAsAdmin: false, add: false, edit: false, remove: false };
const ALL: FileRights = { readFiles: true, readAsAdmin: true, add: true, edit: true, remove: true };

/** can_view_hidden_files?: read_as_admin or any file-management right. Such callers see hidden and locked files. */
export const managesFiles = (rights: FileRights) => rights.readAsAdmin || changesFiles(rights);
/** Any manage_files right: FilesController#api_quota's test, and the file browser's manage actions. */
export const changesFiles = (rights: FileRights) => rights.add || rights.edit || rights.remove;

function courseFileRights(access: CourseAccess): FileRights {
  const { rights } = access;
  return {
    readFiles: rights.has('read_files'),
    readAsAdmin: rights.has('read_as_admin'),
    add: rights.has('manage_files_add'),
    edit: rights.has('manage_files_edit'),
    remove: rights.has('manage_files_delete'),
  };
}

function courseRights(c: AppContext, courseId: number): FileRights | undefined {
  const { db } = c.get('deps');
  const course = findCourse(db, courseId);
  if (!course || course.workflow_state === 'deleted') return undefined;
  return courseFileRights(courseAccess(db, c.get('caller').id, course));
}

/**
 * canvas-lms Group's policy, for a group whose course the caller may read: accepted members read and manage its
 * files; course staff read them with view_group_pages or any manage_groups right, and manage them only with
 * manage_groups_manage; read_as_admin carries over from the course.
 */
function groupRights(c: AppContext, groupId: number): FileRights | undefined {
  const { db } = c.get('deps');
  const group = findActiveGroup(db, groupId);
  if (!group || group.course_state === 'deleted') return undefined;
  const access = courseAccess(db, c.get('caller').id, { id: group.course_id, account_id: group.course_account_id, workflow_state: group.course_state });
  if (!access.rights.has('read')) return NONE;
  const has = (right: Parameters<typeof access.rights.has>[0]) => access.rights.has(right);
  const member = isAcceptedMember(db, group.id, c.get('caller').id);
  const manages = member || has('manage_groups_manage');
  const reads = manages || has('view_group_pages') || has('manage_groups_add') || has('manage_groups_delete');
  return { readFiles: reads, readAsAdmin: has('read_as_admin'), add: manages, edit: manages, remove: manages };
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

/** The owner with the caller's rights: unknown → 404; no read_files and no file right → 403. */
export function readableOwner(c: AppContext, type: OwnerType, id: number): FileOwner {
  const rights = ownerRights(c, type, id);
  if (!rights) throw notFound();
  if (!rights.readFiles && !managesFiles(rights)) throw forbidden();
  return { type, id, rights };
}

export function ownerPathId(c: AppContext, path: OwnerPath): number {
  return path.type === 'User' ? userPathId(c, path.param) : pathId(c, path.param);
}

/** The owner named in the path, readable by the caller (resolve_path's check). */
export function loadOwner(c: AppContext, path: OwnerPath): FileOwner {
  return readableOwner(c, path.type, ownerPathId(c, path));
}
