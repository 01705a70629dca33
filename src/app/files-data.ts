import type { LoaderFunctionArgs, Params } from 'react-router';
import { fileQueries } from '@/api/files';
import { folderQueries } from '@/api/folders';
import { splatSegments } from '@/features/files/browser-paths';
import type { FilesOwner } from '@/features/files/files-owner';
import { readBrowserSearch, readBrowserSort } from '@/features/files/use-browser-params';
import type { PagePrefetch } from './page-prefetch';
import { queryClient } from './query-client';
import { parseIdParam } from './route-params';
import { whenSignedIn } from './session';

const ignore = () => undefined;

/** Whose files the URL names: /courses/:courseId/files/*, /groups/:groupId/files/*, /users/self/files/*. */
export function filesOwnerOf(params: Params): FilesOwner {
  if (params.courseId !== undefined) return { kind: 'courses', id: parseIdParam(params.courseId) };
  if (params.groupId !== undefined) return { kind: 'groups', id: parseIdParam(params.groupId) };
  return { kind: 'users', id: 'self' };
}

/**
 * Everything the first rows need, started from a small chunk of its own while the page's code downloads and beside
 * the course layout's request rather than after it: the folder path (by_path), and as soon as it names the folder,
 * its files and the subfolders of every folder the tree opens. Two requests in a row, the fewest a folder named by
 * path allows. A search needs no folder, so it starts at once. An unknown or forbidden course fails the layout's
 * own request, which shows the route error page; these requests' failures are never shown on their own.
 */
export function filesLoader(args: LoaderFunctionArgs) {
  whenSignedIn(() => {
    prefetchFolder(queryClient, { url: new URL(args.request.url), params: args.params }).catch(ignore);
  });
  return null;
}

export const prefetchFolder: PagePrefetch = async (client, { params, url }) => {
  const owner = filesOwnerOf(params);
  const query = url.searchParams;
  const sort = readBrowserSort(query);
  const search = readBrowserSearch(query);
  const searching = search.length >= 2;
  const found = searching ? client.infiniteQuery(fileQueries.search(owner, search, sort)).catch(ignore) : undefined;
  const chain = (await client.query(folderQueries.byPath(owner, splatSegments(params['*']))).catch(ignore)) ?? [];
  const folder = chain.at(-1);
  // A search lists files across folders: the folder path is still asked for (the page names where the search
  // started), its contents are not.
  const opened = searching ? [] : chain;
  await Promise.all([
    found,
    folder && !searching && client.infiniteQuery(fileQueries.folder(folder.id, sort)).catch(ignore),
    ...opened.map((open) => client.infiniteQuery(folderQueries.subfolders(open.id)).catch(ignore)),
  ]);
};
