import { queryOptions } from '@tanstack/react-query';
import type { CanvasId } from './schemas/ids';

/**
 * "Download all submissions" at Canvas's own path (SubmissionsController#index with `zip`, outside /api/v1). The
 * embedded server streams the zip with its exact length; the proxy sends the browser to Canvas's zip page
 * (docs/decisions/0059-download-all-submissions.md).
 */
export const submissionsZipUrl = (courseId: CanvasId, assignmentId: CanvasId) =>
  `/courses/${encodeURIComponent(courseId)}/assignments/${encodeURIComponent(assignmentId)}/submissions?zip=1`;

/** What asking for the zip's headers tells: its size, that Canvas builds it itself, or that it is refused. */
export type SubmissionsZip = { kind: 'ready'; bytes: number } | { kind: 'canvas' } | { kind: 'refused'; status: number };

const submissionsZipKeys = {
  summary: (courseId: CanvasId, assignmentId: CanvasId) => ['submissions-zip', courseId, assignmentId] as const,
};

/** HEAD, not following a redirect: the proxy's redirect to Canvas is the answer, not something to fetch. */
async function fetchSummary(url: string, signal: AbortSignal): Promise<SubmissionsZip> {
  const response = await fetch(url, { method: 'HEAD', redirect: 'manual', credentials: 'same-origin', signal });
  // A browser hides a redirect it was told not to follow (opaqueredirect); either way the zip is Canvas's to build.
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) return { kind: 'canvas' };
  if (!response.ok) return { kind: 'refused', status: response.status };
  return { kind: 'ready', bytes: Number(response.headers.get('content-length') ?? 0) };
}

export const submissionsZipQueries = {
  // The size changes with every submission, so it is asked afresh each time the dialog opens.
  summary: (courseId: CanvasId, assignmentId: CanvasId) =>
    queryOptions({
      queryKey: submissionsZipKeys.summary(courseId, assignmentId),
      queryFn: ({ signal }) => fetchSummary(submissionsZipUrl(courseId, assignmentId), signal),
      staleTime: 0,
      gcTime: 0,
    }),
};
