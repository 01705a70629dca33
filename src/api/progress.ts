import { queryOptions } from '@tanstack/react-query';
import { canvasFetch } from './http/canvas-fetch';
import { progressSchema, type Progress } from './schemas/progress';
import type { CanvasId } from '@/api/schemas/ids';

const progressKeys = {
  all: ['progress'] as const,
  one: (id: CanvasId) => [...progressKeys.all, id] as const,
};

const POLL_MS = 500;

export const isFinished = (progress: Progress | undefined): boolean =>
  progress?.workflow_state === 'completed' || progress?.workflow_state === 'failed';

/** GET /api/v1/progress/:id, asked again every half second until the job completes or fails. */
export const progressQueryOptions = (id: CanvasId) =>
  queryOptions({
    queryKey: progressKeys.one(id),
    queryFn: async ({ signal }) => (await canvasFetch(`/api/v1/progress/${id}`, { schema: progressSchema, signal })).data,
    refetchInterval: (query) => (isFinished(query.state.data) ? false : POLL_MS),
    staleTime: 0,
  });
