import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fileQueries, type FileListSort } from '@/api/files';
import { folderQueries } from '@/api/folders';
import { uniqueItems } from '@/api/http/paginated';
import type { CanvasFolder } from '@/api/schemas/folder';
import type { BrowserItem, FilesOwner } from '../files-owner';
import { compareIds } from '@/api/schemas/ids';
import { nameOrder } from '@/lib/name-order';

/**
 * Folders are listed by the server by name only (§3.7), so they follow the files' column here: dates compare as
 * dates, and columns a folder has no value for (size, type, uploader) fall back to the name.
 */
function sortFolders(folders: readonly CanvasFolder[], { sort, order }: FileListSort): CanvasFolder[] {
  const sign = order === 'desc' ? -1 : 1;
  const byDate = (key: 'created_at' | 'updated_at') => (a: CanvasFolder, b: CanvasFolder) =>
    Date.parse(a[key] ?? '') - Date.parse(b[key] ?? '') || nameOrder.compare(a.name, b.name);
  const compare = sort === 'created_at' || sort === 'updated_at' ? byDate(sort) : (a: CanvasFolder, b: CanvasFolder) => nameOrder.compare(a.name, b.name) || compareIds(a.id, b.id);
  return [...folders].sort((a, b) => sign * compare(a, b));
}

/**
 * The rows of one folder (subfolders first, then files, each Link-paged 100 at a time), or of a search over the
 * owner's files. `fetchMore` asks for the next page of whichever list is not finished, folders first.
 */
export function useBrowserItems(owner: FilesOwner, folder: CanvasFolder, sort: FileListSort, search: string) {
  const searching = search.length >= 2;
  const folders = useInfiniteQuery({ ...folderQueries.subfolders(folder.id), enabled: !searching });
  // A new sort keeps the rows in place until the server's order arrives (the list is remounted per folder and search).
  const files = useInfiniteQuery({
    ...(searching ? fileQueries.search(owner, search, sort) : fileQueries.folder(folder.id, sort)),
    placeholderData: keepPreviousData,
  });

  const items = useMemo<BrowserItem[]>(() => {
    const fileRows = uniqueItems(files.data?.pages, (file) => file.id).map((file): BrowserItem => ({ kind: 'file', file }));
    if (searching) return fileRows;
    const folderRows = sortFolders(uniqueItems(folders.data?.pages, (row) => row.id), sort).map((row): BrowserItem => ({ kind: 'folder', folder: row }));
    return [...folderRows, ...fileRows];
  }, [files.data, folders.data, searching, sort]);

  const foldersPending = !searching && folders.hasNextPage;
  const hasMore = foldersPending || files.hasNextPage;
  const isFetchingMore = folders.isFetchingNextPage || files.isFetchingNextPage;
  const fetchMore = () => {
    if (isFetchingMore) return;
    if (foldersPending) void folders.fetchNextPage();
    else if (files.hasNextPage) void files.fetchNextPage();
  };
  const isPending = files.isPending || (!searching && folders.isPending);
  const error = files.error ?? (searching ? null : folders.error);
  const retry = () => void Promise.all([files.refetch(), searching ? undefined : folders.refetch()]);
  return { items, isPending, error, retry, hasMore, isFetchingMore, fetchMore, searching };
}
