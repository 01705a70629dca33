import { queryOptions } from '@tanstack/react-query';

/**
 * The bytes of a file a submission carries, for the grading view's text preview. Not a Canvas API call, so it
 * bypasses canvas-fetch: the URL carries its own verifier (Canvas's File `url`), no token is sent, and the answer
 * is text, never parsed or run. The session cookie goes only to the app's own origin (a files domain gets none):
 * a verifier opens only what learners may see, so staff previewing an unpublished file need their session.
 */
export interface FileText {
  text: string;
  /** True when the file is longer than what was read. */
  truncated: boolean;
}

async function fetchFileText(url: string, maxBytes: number, signal?: AbortSignal): Promise<FileText> {
  const response = await fetch(url, { credentials: 'same-origin', signal, headers: { Range: `bytes=0-${maxBytes}` } });
  if (!response.ok) throw new Error(`The file could not be loaded (${response.status}).`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // A server that ignores Range sends everything: cut it here.
  const truncated = bytes.byteLength > maxBytes;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(truncated ? bytes.subarray(0, maxBytes) : bytes);
  return { text, truncated };
}

const fileContentKeys = {
  all: ['file-contents'] as const,
  text: (url: string, maxBytes: number) => [...fileContentKeys.all, 'text', url, maxBytes] as const,
};

export const fileContentQueries = {
  /** A file's text does not change under the same URL (a new upload is a new file), so it never goes stale. */
  text: (url: string, maxBytes: number) =>
    queryOptions({
      queryKey: fileContentKeys.text(url, maxBytes),
      queryFn: ({ signal }) => fetchFileText(url, maxBytes, signal),
      staleTime: Infinity,
      retry: 1,
    }),
};
