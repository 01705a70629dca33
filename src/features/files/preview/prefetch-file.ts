import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fileContentQueries } from '@/api/file-contents';
import type { CanvasFile } from '@/api/schemas/file';
import { TEXT_PREVIEW_MAX_BYTES } from '@/components/file-preview/text-preview';
import { viewerKind } from './viewer-kind';

/**
 * Starts loading what the next file will need while the current one is looked at, so stepping is instant:
 * an image's bytes (the browser keeps the decoded image for the <img>), a text file's contents (into the same
 * query the text preview reads) or pdf.js's chunk. Video and audio are left alone: they can be large.
 */
export function usePrefetchFile(file: CanvasFile | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!file?.url) return;
    const kind = viewerKind(file);
    if (kind === 'image') {
      // Not cancelled on a step: the <img> of that file asks for the same URL and gets this load.
      new Image().src = file.url;
    }
    if ((kind === 'text' || kind === 'source') && file.size > 0) {
      queryClient.query(fileContentQueries.text(file.url, TEXT_PREVIEW_MAX_BYTES)).catch(() => undefined);
    }
    if (kind === 'pdf') void import('@/components/file-preview/pdf-preview');
  }, [file, queryClient]);
}
