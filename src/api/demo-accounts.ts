import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { isCanvasApiError } from './http/canvas-api-error';
import { canvasFetch } from './http/canvas-fetch';

/** Lectern's own endpoint: the embedded server lists demo sign-ins when seeded with demo data. */
export const demoAccountSchema = z.looseObject({
  token: z.string(),
  role: z.string(),
  name: z.string(),
  description: z.string().optional(),
});

export type DemoAccount = z.infer<typeof demoAccountSchema>;

export const demoAccountKeys = {
  all: ['demo-accounts'] as const,
};

/** Null when the server is not in demo mode (404) or is not Lectern's server at all. */
export async function fetchDemoAccounts(signal?: AbortSignal): Promise<DemoAccount[] | null> {
  try {
    const { data } = await canvasFetch('/lectern/demo-accounts', {
      schema: z.array(demoAccountSchema),
      token: null,
      signal,
    });
    return data;
  } catch (error) {
    if (isCanvasApiError(error) && (error.isNotFound || error.kind === 'invalid-response')) return null;
    throw error;
  }
}

export const demoAccountQueries = {
  list: () =>
    queryOptions({
      queryKey: demoAccountKeys.all,
      queryFn: ({ signal }) => fetchDemoAccounts(signal),
      staleTime: Infinity,
      retry: false,
    }),
};
