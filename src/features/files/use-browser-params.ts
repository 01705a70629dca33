import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { FILE_SORTS, type FileListSort, type FileSort } from '@/api/files';
import type { CanvasId } from '@/api/schemas/ids';

/** The list's sort from the query string (name, ascending, unless it says otherwise), for the hook and the route loader. */
export function readBrowserSort(params: URLSearchParams): FileListSort {
  const sortParam = params.get('sort');
  return {
    sort: FILE_SORTS.includes(sortParam as FileSort) ? (sortParam as FileSort) : 'name',
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
  };
}

export const readBrowserSearch = (params: URLSearchParams): string => params.get('search') ?? '';

/**
 * What the browser keeps in the query string besides the folder path: the sort, the search and the preview, so
 * each is a shareable link and Back undoes it. Changing one keeps the others (the preview part reads `preview`).
 */
export function useBrowserParams() {
  const [params, setParams] = useSearchParams();
  const sort = readBrowserSort(params);
  const search = readBrowserSearch(params);

  const update = useCallback(
    (changes: Record<string, string | undefined>, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  const setSort = useCallback(
    (next: FileListSort) => update({ sort: next.sort === 'name' ? undefined : next.sort, order: next.order === 'asc' ? undefined : next.order }),
    [update],
  );
  const setSearch = useCallback((term: string | undefined) => update({ search: term }, true), [update]);
  /** `?preview=<id>` with the rest of the query kept. */
  const previewHref = (fileId: CanvasId) => {
    const next = new URLSearchParams(params);
    next.set('preview', fileId);
    return `?${next.toString()}`;
  };
  return { sort, setSort, search, setSearch, previewHref };
}
