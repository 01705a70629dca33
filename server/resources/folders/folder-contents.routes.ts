import { Hono } from 'hono';
import * as clock from '../../canvas/clock';
import type { AppContext, AppEnv } from '../../canvas/context';
import { nowIso } from '../../canvas/dates';
import { notFound } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import { paginate, type PageSource } from '../../canvas/pagination';
import { json } from '../../canvas/respond';
import { managesFiles } from '../files/file-owner';
import type { FileRow } from '../files/file-row';
import { renderFile } from '../files/files.routes';
import { listFiles } from '../files/files.store';
import { folderOwner, renderFolders, requireReadContents, sortFolders } from './folder-read';
import type { FolderRow } from './folder-row';
import { activeSubfolders, findActiveFolder, openToLearners } from './folders.store';

type Entry = { folder: FolderRow } | { file: FileRow };

/** The subfolders, then the files, as one list: a page may end inside either part and the next picks up there. */
function subfoldersThenFiles(folders: FolderRow[], files: PageSource<FileRow>): PageSource<Entry> {
  return {
    fetch: (limit, offset) => {
      const head: Entry[] = folders.slice(offset, offset + limit).map((folder) => ({ folder }));
      if (head.length === limit) return head;
      const tail = files.fetch(limit - head.length, Math.max(0, offset - folders.length));
      return [...head, ...tail.map((file) => ({ file }))];
    },
    count: () => folders.length + (files.count?.() ?? 0),
  };
}

/**
 * GET /folders/:id/all, canvas-lms folders_controller.rb "List folders and files": the folder's subfolders (by
 * name, as /folders/:id/folders) followed by its files (by name, as /folders/:id/files), each in its own JSON
 * shape, hidden and locked entries left out for learners as those two lists do.
 */
function listAll(c: AppContext): Response {
  const { db } = c.get('deps');
  const folder = findActiveFolder(db, pathId(c, 'id'));
  if (!folder) throw notFound();
  const owner = folderOwner(c, folder);
  requireReadContents(c, owner, folder);
  const now = clock.now();
  const subfolders = activeSubfolders(db, folder.id).filter((f) => managesFiles(owner.rights) || openToLearners(f, now));
  const filter = { folderId: folder.id, contentTypes: [], excludeContentTypes: [], sort: 'name', order: 'asc' as const, now: nowIso() };
  const page = paginate(c, subfoldersThenFiles(sortFolders(subfolders, undefined), listFiles(db, owner, filter)));
  return json(c, page.map((entry) => ('folder' in entry ? renderFolders(c, owner, [entry.folder])[0] : renderFile(c, entry.file, new Set()))));
}

export function folderContentsRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/folders/:id/all', listAll);
}
