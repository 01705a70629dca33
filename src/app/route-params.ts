import { data } from 'react-router';

/** Route ids are numeric Canvas ids; anything else is a 404, never a request for `/courses/abc`. */
export function parseIdParam(value: string | undefined): number {
  const id = value !== undefined && /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id)) throw data('Not found', { status: 404 });
  return id;
}
