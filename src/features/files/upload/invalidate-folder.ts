import type { QueryClient } from '@tanstack/react-query';
import type { FilesOwner } from '../files-owner';

/**
 * A landed file changes its folder's list, the owner's folder counts and its quota. Until the browser's
 * query keys exist this matches any cached query under the owner's prefix that names files or folders.
 */
export function invalidateFolderContents(queryClient: QueryClient, owner: FilesOwner): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey.some((part) => part === 'files' || part === 'folders') &&
      (queryKey[0] !== owner.kind || String(queryKey[1]) === owner.id),
  });
}
