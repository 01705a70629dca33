import type { CanvasFolder } from '@/api/schemas/folder';
import type { BrowserItem, FilesOwner } from '../files-owner';

/**
 * STUB (owned by the actions part): moves items into a folder (drag and drop in the list or tree lands here),
 * showing progress and per-item results for several, and keeping the lists in step.
 */
export function useMoveItems(_owner: FilesOwner): (items: BrowserItem[], destination: CanvasFolder) => void {
  return () => undefined;
}
