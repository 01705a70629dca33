import { Hono } from 'hono';
import type { AppEnv } from '../../canvas/context';
import { forbidden, notFound } from '../../canvas/errors';
import { userPathId } from '../../canvas/ids';
import { json } from '../../canvas/respond';
import { userJson } from './user-json';
import { canReadUser, findUser } from './users.store';

/** GET /users/:id (and /users/self). */
export function userRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/users/:user_id', (c) => {
    const { db } = c.get('deps');
    const userId = userPathId(c);
    const user = findUser(db, userId);
    if (!user) throw notFound();
    if (!canReadUser(db, c.get('caller').id, userId)) throw forbidden();
    return json(c, userJson(c, user));
  });
}
