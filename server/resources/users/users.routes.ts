import { Hono } from 'hono';
import type { AppEnv } from '../../canvas/context';
import { forbidden, notFound } from '../../canvas/errors';
import { userPathId } from '../../canvas/ids';
import { json } from '../../canvas/respond';
import { avatarUrl } from './user-row';
import { canReadUser, findUser } from './users.store';

/** GET /users/:id (and /users/self): the User of canvas-api.md §7.2 with the self-only fields. */
export function userRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/users/:user_id', (c) => {
    const { db } = c.get('deps');
    const userId = userPathId(c);
    const user = findUser(db, userId);
    if (!user) throw notFound();
    const callerId = c.get('caller').id;
    if (!canReadUser(db, callerId, userId)) throw forbidden();
    return json(c, {
      id: user.id,
      name: user.name,
      sortable_name: user.sortable_name,
      short_name: user.short_name,
      sis_user_id: user.sis_user_id,
      login_id: user.login_id,
      email: user.email,
      avatar_url: avatarUrl(c, user),
      pronouns: user.pronouns,
      created_at: user.created_at,
      locale: user.locale,
      effective_locale: user.locale ?? 'en',
      time_zone: user.time_zone ?? 'America/Denver',
      ...(callerId === userId
        ? { permissions: { can_update_name: true, can_update_avatar: true, limit_parent_app_web_access: false } }
        : {}),
    });
  });
}
