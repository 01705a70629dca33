import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { fileKeys, ownerApiPath, type FileOwnerRef } from './files';
import { canvasFetch } from './http/canvas-fetch';
import { fetchAllPages, infiniteListOptions, rewriteCachedItem } from './http/paginated';
import { folderSchema, type CanvasFolder } from './schemas/folder';
import type { CanvasId } from '@/api/schemas/ids';

/**
 * Folders (docs/canvas-contract.md §3.7–3.12). `folderKeys.folder(id)` holds everything about one folder (its detail and
 * subfolder lists); `folderKeys.owner(owner)` holds what depends on the owner's whole tree (by_path chains, the
 * flat list), so a rename or move invalidates it.
 */

export const folderKeys = {
  all: ['folders'] as const,
  owner: (owner: FileOwnerRef) => [...folderKeys.all, owner.kind, owner.id] as const,
  /** `segments` are the folder names below the root, decoded; [] is the root. */
  byPath: (owner: FileOwnerRef, segments: readonly string[]) => [...folderKeys.owner(owner), 'by_path', ...segments] as const,
  /** Every folder of the owner, flat: the folder paths of search results. */
  flat: (owner: FileOwnerRef) => [...folderKeys.owner(owner), 'flat'] as const,
  folder: (folderId: CanvasId) => [...folderKeys.all, 'id', folderId] as const,
  subfolders: (folderId: CanvasId) => [...folderKeys.folder(folderId), 'subfolders'] as const,
  detail: (folderId: CanvasId) => [...folderKeys.folder(folderId), 'detail'] as const,
};

/** `week 1/slides` → `week%201/slides`: each name encoded on its own, since a name may hold `/`-less oddities like `?` or `#`. */
export const encodeFolderPath = (segments: readonly string[]) => segments.map(encodeURIComponent).join('/');

/** GET …/folders/by_path/*path (§3.12): the chain from the root to the folder; a missing segment is a 404. */
export async function fetchFolderChain(owner: FileOwnerRef, segments: readonly string[], signal?: AbortSignal): Promise<CanvasFolder[]> {
  const tail = segments.length === 0 ? '' : `/${encodeFolderPath(segments)}`;
  const { data } = await canvasFetch(`${ownerApiPath(owner)}/folders/by_path${tail}`, { schema: z.array(folderSchema), signal });
  return data;
}

async function fetchFolder(folderId: CanvasId, signal?: AbortSignal): Promise<CanvasFolder> {
  const { data } = await canvasFetch(`/api/v1/folders/${folderId}`, { schema: folderSchema, signal });
  return data;
}

export const folderQueries = {
  byPath: (owner: FileOwnerRef, segments: readonly string[]) =>
    queryOptions({ queryKey: folderKeys.byPath(owner, segments), queryFn: ({ signal }) => fetchFolderChain(owner, segments, signal) }),
  /** A folder's subfolders by name, 100 a page (the tree loads these when a node opens, the list shows them first). */
  subfolders: (folderId: CanvasId) =>
    infiniteListOptions({ queryKey: folderKeys.subfolders(folderId), path: `/api/v1/folders/${folderId}/folders`, schema: folderSchema }),
  detail: (folderId: CanvasId) => queryOptions({ queryKey: folderKeys.detail(folderId), queryFn: ({ signal }) => fetchFolder(folderId, signal) }),
  /** Every folder of the owner; only read when a search needs folder paths. */
  flat: (owner: FileOwnerRef) =>
    queryOptions({
      queryKey: folderKeys.flat(owner),
      queryFn: ({ signal }) => fetchAllPages(`${ownerApiPath(owner)}/folders`, { schema: folderSchema, signal }),
    }),
};

/** A folder's path below the root, as the browser's URL and by_path take it: `course files/week 1` → ['week 1']. */
export function folderSegments(folder: Pick<CanvasFolder, 'full_name' | 'parent_folder_id'>): string[] {
  if (folder.parent_folder_id === null) return [];
  return folder.full_name.split('/').slice(1);
}

/** After files or folders change inside a folder: its file lists and its subfolders refetch. */
export function refreshFolderContents(queryClient: QueryClient, folderId: CanvasId) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: fileKeys.folder(folderId) }),
    queryClient.invalidateQueries({ queryKey: folderKeys.folder(folderId) }),
  ]);
}

/** POST /api/v1/folders/:parent/folders (§3.10): the folder form, so it never lands in `unfiled`. */
export interface FolderCreate {
  name: string;
  locked?: boolean;
  hidden?: boolean;
}

async function postFolder(parentId: CanvasId, create: FolderCreate, signal?: AbortSignal): Promise<CanvasFolder> {
  const { data } = await canvasFetch(`/api/v1/folders/${parentId}/folders`, { method: 'POST', body: create, schema: folderSchema, signal });
  return data;
}

/** PUT /api/v1/folders/:id (§3.11). */
export interface FolderUpdate {
  name?: string;
  parent_folder_id?: CanvasId;
  lock_at?: string | null;
  unlock_at?: string | null;
  locked?: boolean;
  hidden?: boolean;
  position?: number;
}

export async function putFolder(folderId: CanvasId, update: FolderUpdate, signal?: AbortSignal): Promise<CanvasFolder> {
  const { data } = await canvasFetch(`/api/v1/folders/${folderId}`, { method: 'PUT', body: update, schema: folderSchema, signal });
  return data;
}

export function useCreateFolder(owner: FileOwnerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ parentId, create }: { parentId: CanvasId; create: FolderCreate }) => postFolder(parentId, create),
    onSuccess: (_folder, { parentId }) =>
      Promise.all([refreshFolderContents(queryClient, parentId), queryClient.invalidateQueries({ queryKey: folderKeys.flat(owner) })]),
  });
}


/** Rewrites one folder in every cached subfolder list; a folder moved elsewhere leaves its old parent's list. */
export function updateCachedFolder(queryClient: QueryClient, folderId: CanvasId, update: (folder: CanvasFolder) => CanvasFolder): void {
  queryClient.setQueryData<CanvasFolder>(folderKeys.detail(folderId), (old) => (old ? update(old) : old));
  rewriteCachedItem<CanvasFolder>(queryClient, folderKeys.all, folderId, (folder, listKey) => {
    const next = update(folder);
    const parentId = listKey[1] === 'id' ? listKey[2] : undefined;
    return parentId !== undefined && next.parent_folder_id !== parentId ? [] : [next];
  });
}

/**
 * Renames, moves, locks or hides a folder, optimistically in the subfolder lists with rollback. Its path changes
 * with a rename or move, so the owner's by_path chains and flat list refetch afterwards.
 */
export function useUpdateFolder(owner: FileOwnerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ folder, update }: { folder: CanvasFolder; update: FolderUpdate }) => putFolder(folder.id, update),
    onMutate: async ({ folder, update }) => {
      await queryClient.cancelQueries({ queryKey: folderKeys.all });
      const snapshot = queryClient.getQueriesData({ queryKey: folderKeys.all });
      updateCachedFolder(queryClient, folder.id, (cached) => ({ ...cached, ...update }));
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (answer, { folder }) => updateCachedFolder(queryClient, folder.id, () => answer),
    onSettled: (_answer, _error, { folder, update }) =>
      Promise.all([
        folder.parent_folder_id === null ? undefined : queryClient.invalidateQueries({ queryKey: folderKeys.subfolders(folder.parent_folder_id) }),
        update.parent_folder_id === undefined ? undefined : queryClient.invalidateQueries({ queryKey: folderKeys.subfolders(update.parent_folder_id) }),
        queryClient.invalidateQueries({ queryKey: folderKeys.owner(owner) }),
      ]),
  });
}

/** DELETE /api/v1/folders/:id (§3.13). `force` counts only as the string "true" (§1.3), so it goes in the query. */
export async function deleteFolder(folderId: CanvasId, force: boolean): Promise<CanvasFolder> {
  const { data } = await canvasFetch(`/api/v1/folders/${folderId}`, { method: 'DELETE', params: force ? { force: 'true' } : undefined, schema: folderSchema });
  return data;
}

/** POST /api/v1/folders/:dest/copy_folder (§3.14): a deep copy, renamed by the server when the name is taken. */
export async function copyFolder(destinationId: CanvasId, sourceFolderId: CanvasId): Promise<CanvasFolder> {
  const { data } = await canvasFetch(`/api/v1/folders/${destinationId}/copy_folder`, {
    method: 'POST',
    body: { source_folder_id: sourceFolderId },
    schema: folderSchema,
  });
  return data;
}

/** Every subfolder of a folder, all pages: the move dialog's tree and a folder's zip. */
export function fetchAllSubfolders(folderId: CanvasId, signal?: AbortSignal): Promise<CanvasFolder[]> {
  return fetchAllPages(`/api/v1/folders/${folderId}/folders`, { schema: folderSchema, signal });
}

/** Takes a folder out of every cached subfolder list at once (the optimistic half of a delete). */
export function removeCachedFolder(queryClient: QueryClient, folderId: CanvasId): void {
  rewriteCachedItem<CanvasFolder>(queryClient, folderKeys.all, folderId, () => []);
}
