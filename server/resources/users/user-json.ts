import type { AppContext } from '../../canvas/context';
import { avatarUrl, type UserRow } from './user-row';
import { isRootAdmin } from './users.store';

/** Whether the request's caller is a root-account admin, asked once per request: a page of 100 submissions with their
 * users asked 100 times. */
const callerIsRootAdmin = new WeakMap<AppContext, boolean>();
function isCallerRootAdmin(c: AppContext, callerId: number): boolean {
  let admin = callerIsRootAdmin.get(c);
  if (admin === undefined) {
    admin = isRootAdmin(c.get('deps').db, callerId);
    callerIsRootAdmin.set(c, admin);
  }
  return admin;
}

/**
 * User JSON as GET /users/:id and user creation return it (docs/canvas-contract.md §7.2), with self-only permissions.
 * The login, SIS id and email are for the user and admins (Canvas's user_json_is_admin?); an observer
 * reading their student gets the public profile only.
 */
export function userJson(c: AppContext, user: UserRow) {
  const callerId = c.get('caller').id;
  const isSelf = callerId === user.id;
  const personal = isSelf || isCallerRootAdmin(c, callerId);
  return {
    id: user.id,
    name: user.name,
    sortable_name: user.sortable_name,
    short_name: user.short_name,
    ...(personal ? { sis_user_id: user.sis_user_id } : {}),
    ...(personal && user.login_id ? { login_id: user.login_id } : {}),
    ...(personal ? { email: user.email } : {}),
    avatar_url: avatarUrl(c, user),
    pronouns: user.pronouns,
    created_at: user.created_at,
    locale: user.locale,
    effective_locale: user.locale ?? 'en',
    time_zone: user.time_zone ?? 'America/Denver',
    ...(isSelf ? { permissions: { can_update_name: true, can_update_avatar: true, limit_parent_app_web_access: false } } : {}),
  };
}
