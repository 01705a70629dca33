import type { AppContext } from '../../canvas/context';
import { avatarUrl, type UserRow } from './user-row';

/** User JSON as GET /users/:id and user creation return it (canvas-api.md §7.2), with self-only permissions. */
export function userJson(c: AppContext, user: UserRow) {
  const isSelf = c.get('caller').id === user.id;
  return {
    id: user.id,
    name: user.name,
    sortable_name: user.sortable_name,
    short_name: user.short_name,
    sis_user_id: user.sis_user_id,
    ...(user.login_id ? { login_id: user.login_id } : {}),
    email: user.email,
    avatar_url: avatarUrl(c, user),
    pronouns: user.pronouns,
    created_at: user.created_at,
    locale: user.locale,
    effective_locale: user.locale ?? 'en',
    time_zone: user.time_zone ?? 'America/Denver',
    ...(isSelf ? { permissions: { can_update_name: true, can_update_avatar: true, limit_parent_app_web_access: false } } : {}),
  };
}
