import type { AppContext } from '../../canvas/context';
import { avatarUrl, type UserRow } from './user-row';
import { isRootAdmin } from './users.store';

/**
 * User JSON as GET /users/:id and user creation return it (docs/canvas-contract.md §7.2), with self-only permissions.
 * The login, SIS id and email are for the user and admins (Canvas's user_json_is_admin?); an observer
 * reading their student gets the public profile only.
 */
export function userJson(c: AppContext, user: UserRow) {
  const callerId = c.get('caller').id;
  const isSelf = callerId === user.id;
  const personal = isSelf || isRootAdmin(c.get('deps').db, callerId);
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
