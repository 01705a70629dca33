import { queryOptions } from '@tanstack/react-query';
import { canvasFetch } from './http/canvas-fetch';
import { userSchema, type User } from './schemas/user';
import type { CanvasId } from '@/api/schemas/ids';

const userKeys = {
  all: ['users'] as const,
  self: () => [...userKeys.all, 'self'] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (id: CanvasId) => [...userKeys.details(), id] as const,
};

async function fetchSelf({ signal }: { signal?: AbortSignal } = {}): Promise<User> {
  const { data } = await canvasFetch('/api/v1/users/self', { schema: userSchema, signal });
  return data;
}

/** GET /api/v1/users/:id: admins and the user themself may read it. */
async function fetchUser(id: CanvasId, signal?: AbortSignal): Promise<User> {
  const { data } = await canvasFetch(`/api/v1/users/${id}`, { schema: userSchema, signal });
  return data;
}

export const userQueries = {
  // The signed-in user rarely changes within a session.
  self: () => queryOptions({ queryKey: userKeys.self(), queryFn: ({ signal }) => fetchSelf({ signal }), staleTime: 5 * 60_000 }),
  detail: (id: CanvasId) => queryOptions({ queryKey: userKeys.detail(id), queryFn: ({ signal }) => fetchUser(id, signal) }),
};
