import type { Db } from '../../canvas/context';
import type { KeysetSource, PageSource } from '../../canvas/pagination';
import { keysetCondition, keysetSeek, orderBySql, type OrderTerm } from '../../db/keyset';
import { likePattern, likePrefix } from '../../db/sql';
import type { FileRow } from './file-row';
import { closedFolderIds } from '../folders/learner-visibility';
import { managesFiles, type FileOwner } from './file-owner';
import { prepared } from '../../db/statements';
import type { Key } from '../../canvas/bookmarks';

export type FileListFilter = {
  /** Only this folder's files; otherwise every file of the owner. */
  folderId?: number;
  contentTypes: string[];
  excludeContentTypes: string[];
  searchTerm?: string;
  sort: string;
  order: 'asc' | 'desc';
  /** ISO time "now", for lock_at / unlock_at windows. */
  now: string;
};

const SORT_COLUMNS: Record<string, string> = {
  name: 'a.display_name COLLATE NOCASE',
  size: 'a.size',
  created_at: 'a.created_at',
  updated_at: 'a.updated_at',
  content_type: 'a.content_type',
  // Files without an uploader come last either way (Canvas: `users.sortable_name IS NULL, sortable_name [DESC]`).
  user: '(a.user_id IS NULL) ASC, (SELECT u.sortable_name FROM users u WHERE u.id = a.user_id) COLLATE NOCASE',
};
export const FILE_SORTS = Object.keys(SORT_COLUMNS);

/** A file closed to learners: locked, hidden, or outside its lock_at / unlock_at window. */
const lockedNow = (alias: string) =>
  `(${alias}.locked = 1 OR ${alias}.hidden = 1 OR (${alias}.lock_at IS NOT NULL AND ${alias}.lock_at <= @now)
    OR (${alias}.unlock_at IS NOT NULL AND ${alias}.unlock_at > @now))`;

const typeMatch = (index: number) => `(a.content_type = @type${index} OR a.content_type LIKE @prefix${index} ESCAPE '\\')`;

/**
 * The owner's (or one folder's) live files for FilesController#api_index: filtered by type and name, learners'
 * lists without hidden or locked files or files in closed folders, sorted with ties by id.
 */
export function listFiles(db: Db, owner: FileOwner, filter: FileListFilter): PageSource<FileRow> {
  const { select, count, params } = fileListQuery(db, owner, filter);
  return {
    fetch: (limit, offset) => prepared<Params, FileRow>(db, select).all({ ...params, limit, offset }),
    count: () => prepared<Params, { n: number }>(db, count).get(params)?.n ?? 0,
  };
}

type Params = Record<string, string | number>;

/** The SQL of one page (with @limit and @offset) and of the count, apart so a test can read the plan. */
export function fileListQuery(db: Db, owner: FileOwner, filter: FileListFilter): { select: string; count: string; params: Params; from: string } {
  const params: Params = { type: owner.type, id: owner.id, now: filter.now };
  // A folder's files share its owner: filtering by the folder alone lets the plan walk attachments_folder_name.
  const where = filter.folderId === undefined ? ['a.context_type = @type', 'a.context_id = @id'] : ['a.folder_id = @folder'];
  where.push(`a.workflow_state = 'processed'`);
  if (filter.folderId !== undefined) params.folder = filter.folderId;
  const include = filter.contentTypes.map((type, i) => {
    params[`type${i}`] = type;
    params[`prefix${i}`] = likePrefix(`${type}/`);
    return typeMatch(i);
  });
  if (include.length > 0) where.push(`(${include.join(' OR ')})`);
  filter.excludeContentTypes.forEach((type, j) => {
    const i = include.length + j;
    params[`type${i}`] = type;
    params[`prefix${i}`] = likePrefix(`${type}/`);
    where.push(`NOT ${typeMatch(i)}`);
  });
  if (filter.searchTerm !== undefined) {
    where.push(`a.display_name LIKE @search ESCAPE '\\'`);
    params.search = likePattern(filter.searchTerm);
  }
  if (!managesFiles(owner.rights)) {
    where.push(`NOT ${lockedNow('a')}`);
    const closed = [...closedFolderIds(db, owner, Date.parse(filter.now))];
    if (closed.length > 0) where.push(`a.folder_id NOT IN (${closed.map(Number).join(',')})`);
  }
  const direction = filter.order === 'desc' ? 'DESC' : 'ASC';
  const order = `${SORT_COLUMNS[filter.sort] ?? SORT_COLUMNS.name} ${direction}, a.id ${direction}`;
  const from = `FROM attachments a WHERE ${where.join(' AND ')}`;
  return { select: `SELECT a.* ${from} ORDER BY ${order} LIMIT @limit OFFSET @offset`, count: `SELECT COUNT(*) AS n ${from}`, params, from };
}

/** Each sort as keyset terms: the same total orders as SORT_COLUMNS with ties by id. */
function fileOrderTerms(sort: string, desc: boolean): OrderTerm[] {
  if (sort === 'user') {
    return [{ sql: '(a.user_id IS NULL)' }, { sql: '(SELECT u.sortable_name FROM users u WHERE u.id = a.user_id) COLLATE NOCASE', desc }, { sql: 'a.id', desc }];
  }
  return [{ sql: SORT_COLUMNS[sort] ?? SORT_COLUMNS.name ?? '', desc }, { sql: 'a.id', desc }];
}

/** A listed file with its position in the list's order (k0, k1, …). */
type PositionedFile = FileRow & Record<`k${number}`, string | number | null>;

/**
 * The files list as keyset pages (docs/decisions/0075). By name, a folder's files are read from the bookmark on in
 * attachments_folder_name order, so a page of a 20,000-file folder costs what one of a 10,000-file folder does.
 */
export function fileKeysetSource(db: Db, owner: FileOwner, filter: FileListFilter): KeysetSource<PositionedFile> {
  const { select, params, from } = fileListQuery(db, owner, filter);
  const terms = fileOrderTerms(filter.sort, filter.order === 'desc');
  const keys = terms.map((term, i) => `${term.sql} AS k${i}`).join(', ');
  const seeks = filter.sort === 'name';
  const read = (key: Key | null | undefined, limit: number, reverse: boolean) => {
    const after = key ? (seeks ? keysetSeek(terms, key, reverse) : keysetCondition(terms, key, reverse)) : undefined;
    const sql = `SELECT a.*, ${keys} ${from}${after ? ` AND ${after.sql}` : ''} ORDER BY ${orderBySql(terms, reverse)} LIMIT @limit`;
    return prepared<unknown[], PositionedFile>(db, sql).all(...(after?.args ?? []), { ...params, limit });
  };
  return {
    order: `files:${filter.sort}:${filter.order}`,
    keyOf: (row) => terms.map((_, i) => row[`k${i}`] ?? null),
    after: (key, limit) => read(key, limit, false),
    before: (key, limit) => read(key, limit, true),
    fetch: (limit, offset) => prepared<Params, PositionedFile>(db, select.replace('SELECT a.*', `SELECT a.*, ${keys}`)).all({ ...params, limit, offset }),
  };
}

/** A file that exists for the API: neither deleted nor an upload still pending its confirm step. */
export function findLiveFile(db: Db, id: number): FileRow | undefined {
  return prepared<[number], FileRow>(db, `SELECT * FROM attachments WHERE id = ? AND workflow_state NOT IN ('deleted', 'pending_upload')`)
    .get(id);
}

export type UsageRightsRow = { id: number; use_justification: string; legal_copyright: string | null; license: string };

export function findUsageRights(db: Db, id: number): UsageRightsRow | undefined {
  return prepared<[number], UsageRightsRow>(db, 'SELECT id, use_justification, legal_copyright, license FROM usage_rights WHERE id = ?').get(id);
}
