import { queryOptions, useMutation, useQueryClient, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { canvasFetch } from './http/canvas-fetch';
import { fetchAllPages, infiniteListOptions, rewriteCachedItem, type Page } from './http/paginated';
import { keepValidElements, unknownArray } from './http/tolerant-list';
import { fileQuotaSchema, fileSchema, licenseSchema, type CanvasFile } from './schemas/file';
import { compareIds, type CanvasId } from '@/api/schemas/ids';
import { nameOrder } from '@/lib/name-order';

/**
 * Files (docs/canvas-contract.md §3.1–3.4, 3.15, 3.18). Keys live under `['files']`, not under `['courses', id]`, because
 * the same lists exist for groups and users and a file id is global: `fileKeys.folder(id)` is every list of one
 * folder's files (each sort), so one invalidation refreshes them after an upload, move or delete.
 */

/** Whose files: the API path segments (`courses/1`, `groups/4`, `users/self`). Same shape as the browser's FilesOwner. */
export type FileOwnerRef = { kind: 'courses' | 'groups' | 'users'; id: string };

export const ownerApiPath = (owner: FileOwnerRef) => `/api/v1/${owner.kind}/${encodeURIComponent(owner.id)}`;

export const FILE_SORTS = ['name', 'size', 'created_at', 'updated_at', 'content_type', 'user'] as const;
export type FileSort = (typeof FILE_SORTS)[number];
type SortOrder = 'asc' | 'desc';
export interface FileListSort {
  sort: FileSort;
  order: SortOrder;
}

/** What the browser's list shows beside each file: who changed it last and its usage rights. */
const LIST_INCLUDES = ['user', 'usage_rights'] as const;

export const fileKeys = {
  all: ['files'] as const,
  /** Everything about one owner's files that is not one folder's list: search results, quota, licenses. */
  owner: (owner: FileOwnerRef) => [...fileKeys.all, owner.kind, owner.id] as const,
  /** Every list of one folder's files, whatever the sort: the prefix to invalidate after a write there. */
  folder: (folderId: CanvasId) => [...fileKeys.all, 'folder', folderId] as const,
  folderList: (folderId: CanvasId, sort: FileListSort) => [...fileKeys.folder(folderId), sort] as const,
  searches: (owner: FileOwnerRef) => [...fileKeys.owner(owner), 'search'] as const,
  search: (owner: FileOwnerRef, term: string, sort: FileListSort) => [...fileKeys.searches(owner), term, sort] as const,
  quota: (owner: FileOwnerRef) => [...fileKeys.owner(owner), 'quota'] as const,
  licenses: (owner: FileOwnerRef) => [...fileKeys.owner(owner), 'licenses'] as const,
  detail: (fileId: CanvasId) => [...fileKeys.all, 'detail', fileId] as const,
};

/** GET /api/v1/files/:id with the uploader and usage rights. */
async function fetchFile(fileId: CanvasId, signal?: AbortSignal): Promise<CanvasFile> {
  const { data } = await canvasFetch(`/api/v1/files/${fileId}`, { params: { include: [...LIST_INCLUDES] }, schema: fileSchema, signal });
  return data;
}

export async function fetchQuota(owner: FileOwnerRef, signal?: AbortSignal) {
  const { data } = await canvasFetch(`${ownerApiPath(owner)}/files/quota`, { schema: fileQuotaSchema, signal });
  return data;
}

/** content_licenses is one unpaginated array (§3.18). */
async function fetchContentLicenses(owner: FileOwnerRef, signal?: AbortSignal) {
  const { data, url } = await canvasFetch(`${ownerApiPath(owner)}/content_licenses`, { schema: unknownArray, signal });
  return keepValidElements(data, licenseSchema, url);
}

export const fileQueries = {
  /** One folder's files, 100 a page, sorted by the server (ties by id, §3.1). */
  // Both lists share one key type so the browser can switch between them in one useInfiniteQuery.
  folder: (folderId: CanvasId, sort: FileListSort) =>
    infiniteListOptions<CanvasFile, QueryKey>({
      queryKey: fileKeys.folderList(folderId, sort),
      path: `/api/v1/folders/${folderId}/files`,
      params: { include: [...LIST_INCLUDES], sort: sort.sort, order: sort.order },
      schema: fileSchema,
    }),
  /** The owner's files in every folder whose name contains `term` (at least 2 characters, else the server says 400). */
  search: (owner: FileOwnerRef, term: string, sort: FileListSort) =>
    infiniteListOptions<CanvasFile, QueryKey>({
      queryKey: fileKeys.search(owner, term, sort),
      path: `${ownerApiPath(owner)}/files`,
      params: { search_term: term, include: [...LIST_INCLUDES], sort: sort.sort, order: sort.order },
      schema: fileSchema,
    }),
  detail: (fileId: CanvasId) => queryOptions({ queryKey: fileKeys.detail(fileId), queryFn: ({ signal }) => fetchFile(fileId, signal) }),
  quota: (owner: FileOwnerRef) => queryOptions({ queryKey: fileKeys.quota(owner), queryFn: ({ signal }) => fetchQuota(owner, signal) }),
  /** Licenses change only with a Canvas release. */
  licenses: (owner: FileOwnerRef) =>
    queryOptions({ queryKey: fileKeys.licenses(owner), queryFn: ({ signal }) => fetchContentLicenses(owner, signal), staleTime: Infinity }),
};

/** PUT /api/v1/files/:id's parameters (§3.4); absent keys leave the file as it is. */
export interface FileUpdate {
  name?: string;
  parent_folder_id?: CanvasId;
  on_duplicate?: 'overwrite' | 'rename';
  lock_at?: string | null;
  unlock_at?: string | null;
  locked?: boolean;
  hidden?: boolean;
}

export async function putFile(fileId: CanvasId, update: FileUpdate, signal?: AbortSignal): Promise<CanvasFile> {
  const { data } = await canvasFetch(`/api/v1/files/${fileId}`, { method: 'PUT', body: update, schema: fileSchema, signal });
  return data;
}


/** What the cached row looks like once the update lands: the name is `display_name`, the rest keep their names. */
function applyUpdate(file: CanvasFile, update: FileUpdate): CanvasFile {
  const { name, parent_folder_id, on_duplicate: _ignored, ...state } = update;
  return {
    ...file,
    ...state,
    ...(name === undefined ? {} : { display_name: name }),
    ...(parent_folder_id === undefined ? {} : { folder_id: parent_folder_id }),
  };
}

/**
 * Rewrites one file wherever a list or the detail caches it. A file moved out of a folder leaves that folder's
 * lists (the destination's lists are refetched, not guessed, since the file's place in their sort is the server's).
 */
export function updateCachedFile(queryClient: QueryClient, fileId: CanvasId, update: (file: CanvasFile) => CanvasFile): void {
  queryClient.setQueryData<CanvasFile>(fileKeys.detail(fileId), (old) => (old ? update(old) : old));
  rewriteCachedItem<CanvasFile>(queryClient, fileKeys.all, fileId, (file, listKey) => {
    const next = update(file);
    const folderId = listKey[1] === 'folder' ? listKey[2] : undefined;
    return folderId !== undefined && next.folder_id !== folderId ? [] : [next];
  });
}

interface FileUpdateVariables {
  file: CanvasFile;
  update: FileUpdate;
}

/**
 * Renames, moves, locks or hides one file. Optimistic: every cached list shows the change at once and rolls back
 * if the server refuses (a 409 name clash, a 403); the caller shows the error. Afterwards the folders involved
 * and the owner's searches refetch, so sort order and counts are the server's.
 */
export function useUpdateFile(owner: FileOwnerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, update }: FileUpdateVariables) => putFile(file.id, update),
    onMutate: async ({ file, update }) => {
      await queryClient.cancelQueries({ queryKey: fileKeys.all });
      const snapshot = queryClient.getQueriesData({ queryKey: fileKeys.all });
      updateCachedFile(queryClient, file.id, (cached) => applyUpdate(cached, update));
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    // The PUT's answer has no `user` or `usage_rights`; the cached ones stay.
    onSuccess: (answer, { file }) => updateCachedFile(queryClient, file.id, (cached) => ({ ...cached, ...answer, user: cached.user, usage_rights: cached.usage_rights })),
    onSettled: (_answer, _error, { file, update }) =>
      Promise.all([
        file.folder_id == null ? undefined : queryClient.invalidateQueries({ queryKey: fileKeys.folder(file.folder_id) }),
        update.parent_folder_id === undefined ? undefined : queryClient.invalidateQueries({ queryKey: fileKeys.folder(update.parent_folder_id) }),
        queryClient.invalidateQueries({ queryKey: fileKeys.searches(owner) }),
      ]),
  });
}

/** DELETE /api/v1/files/:id (§3.5): answers the file as it was. */
export async function deleteFile(fileId: CanvasId): Promise<CanvasFile> {
  const { data } = await canvasFetch(`/api/v1/files/${fileId}`, { method: 'DELETE', schema: fileSchema });
  return data;
}

/** POST /api/v1/folders/:dest/copy_file (§3.6): the new file; a name clash is a 409 unless on_duplicate says otherwise. */
export async function copyFile(destinationId: CanvasId, sourceFileId: CanvasId, onDuplicate?: 'rename' | 'overwrite'): Promise<CanvasFile> {
  const { data } = await canvasFetch(`/api/v1/folders/${destinationId}/copy_file`, {
    method: 'POST',
    body: { source_file_id: sourceFileId, ...(onDuplicate ? { on_duplicate: onDuplicate } : {}) },
    schema: fileSchema,
  });
  return data;
}

/** Every file of one folder, all pages: for a zip of the folder, not for display. */
export function fetchAllFolderFiles(folderId: CanvasId, signal?: AbortSignal): Promise<CanvasFile[]> {
  return fetchAllPages(`/api/v1/folders/${folderId}/files`, { schema: fileSchema, signal });
}

/** Takes a file out of every cached list at once (the optimistic half of a delete); a refetch puts it back. */
export function removeCachedFile(queryClient: QueryClient, fileId: CanvasId): void {
  rewriteCachedItem<CanvasFile>(queryClient, fileKeys.all, fileId, () => []);
}

/** The value a folder list sorts by, as the server's `sort` names it (§3.1). */
function sortValue(file: CanvasFile, sort: FileSort): string | number {
  if (sort === 'size') return file.size;
  if (sort === 'content_type') return file['content-type'];
  if (sort === 'user') return file.user?.display_name ?? '';
  if (sort === 'name') return file.display_name;
  return file[sort] ?? '';
}

function compareFiles(a: CanvasFile, b: CanvasFile, { sort, order }: FileListSort): number {
  const [x, y] = [sortValue(a, sort), sortValue(b, sort)];
  const byValue = typeof x === 'number' && typeof y === 'number' ? x - y : nameOrder.compare(String(x), String(y));
  // Ties go by id, as the server breaks them.
  const result = byValue || compareIds(a.id, b.id);
  return order === 'desc' ? -result : result;
}

/**
 * Puts a file the server just created (an upload's answer) into the cached lists of its folder, where each list's
 * sort places it, instead of refetching every page. A same-named file it replaced leaves. Past the last loaded row
 * of a list with more pages, it is left for the page that holds it.
 */
export function addCachedFile(queryClient: QueryClient, file: CanvasFile): void {
  if (file.folder_id == null) return;
  for (const [key, data] of queryClient.getQueriesData<InfiniteData<Page<CanvasFile>, string>>({ queryKey: fileKeys.folder(file.folder_id) })) {
    const sort = key[3] as FileListSort | undefined;
    if (!data || !sort) continue;
    const pages = data.pages.map((page) => ({
      ...page,
      items: page.items.filter((item) => item.id !== file.id && item.display_name !== file.display_name),
    }));
    const target = pages.findIndex((page) => page.items.some((item) => compareFiles(file, item, sort) < 0));
    const last = pages.length - 1;
    const index = target >= 0 ? target : pages[last]?.next === null ? last : -1;
    const page = pages[index];
    if (page) {
      const at = page.items.findIndex((item) => compareFiles(file, item, sort) < 0);
      page.items.splice(at < 0 ? page.items.length : at, 0, file);
    }
    queryClient.setQueryData<InfiniteData<Page<CanvasFile>, string>>(key, { ...data, pages });
  }
}
