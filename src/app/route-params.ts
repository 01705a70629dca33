import { data } from 'react-router';
import { idFromText, type CanvasId } from '@/api/schemas/ids';

/**
 * Route ids are Canvas ids, opaque strings to the app. Canvas's own ids are digits (a 17-digit shard id
 * included), so anything else is a 404 rather than a request for `/courses/abc`.
 */
export function parseIdParam(value: string | undefined): CanvasId {
  const id = idFromText(value);
  if (id === undefined) throw data('Not found', { status: 404 });
  return id;
}
