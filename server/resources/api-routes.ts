import { Hono } from 'hono';
import type { AppEnv } from '../canvas/context';
import { accountRoutes } from './accounts/accounts.routes';
import { courseReadRoutes } from './courses/courses.routes';
import { userRoutes } from './users/users.routes';

/** Every Canvas resource, mounted under /api/v1. */
export function apiRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().route('/', accountRoutes()).route('/', courseReadRoutes()).route('/', userRoutes());
}
