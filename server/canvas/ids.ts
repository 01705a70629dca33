import type { AppContext } from './context';
import { notFound } from './errors';

/** A numeric path id; unsupported forms (sis_course_id:…, junk) are 404s, never 500s. */
export function pathId(c: AppContext, name: string): number {
  const raw = c.req.param(name) ?? '';
  if (!/^\d{1,15}$/.test(raw)) throw notFound();
  return Number(raw);
}

/** A user path id that may also be `self`. */
export function userPathId(c: AppContext, name = 'user_id'): number {
  return c.req.param(name) === 'self' ? c.get('caller').id : pathId(c, name);
}
