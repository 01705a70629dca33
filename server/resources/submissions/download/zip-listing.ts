import type { AppContext, Db } from '../../../canvas/context';
import { placeholders } from '../../../db/sql';
import { prepared } from '../../../db/statements';
import { groupBy } from '../../../lib/group-by';
import { mayReadBytes } from '../../files/file-access';
import type { FileRow } from '../../files/file-row';
import { listSubmissions, loadUsers, type SubmissionScope } from '../submissions.store';
import type { SubmissionRow } from '../submission-row';
import { tardiness } from '../submission-tardiness';
import { textEntryPage, urlEntryPage } from './zip-pages';
import { attemptFolder, LINK_PAGE, safeFileName, studentFolder, TEXT_PAGE, uniqueName } from './zip-names';

/** Where an entry's bytes come from when the zip reaches it: a stored blob, or a page written from an attempt. */
export type PageSource = { page: 'text' | 'link'; submissionId: number; attempt: number; title: string };
type EntrySource = { blob: string } | PageSource;

/**
 * One file of the zip, known before any byte is sent so the answer carries its exact length. Only names, sizes
 * and where to read from are kept: 3,000 students' entries are a few megabytes, their bytes stay on disk.
 */
export type ZipEntry = { name: string; size: number; lastModified: Date; source: EntrySource };

/** A submission row with the columns anonymous grading adds (docs/decisions/0059-download-all-submissions.md). */
type AnonymousAware = SubmissionRow & { anonymous_id?: string | null };

/** How many students' rows are read at a time: the rows carry text bodies, so never all at once. */
const PAGE = 200;

type Attempt = Pick<SubmissionRow, 'attempt' | 'submission_type' | 'body' | 'url' | 'submitted_at'>;

/** Each attempt as it was (the last version kept for it), the current one being the row itself; as submission_history. */
export function attemptsOf(db: Db, row: SubmissionRow): Attempt[] {
  const versions = prepared<[number], { attempt: number | null; snapshot: string }>(db,
    'SELECT attempt, snapshot FROM submission_versions WHERE submission_id = ? ORDER BY id').all(row.id);
  const byAttempt = new Map<number, Attempt>();
  for (const version of versions) {
    if (version.attempt !== null) byAttempt.set(version.attempt, { ...row, ...(JSON.parse(version.snapshot) as Partial<Attempt>) });
  }
  if (row.attempt !== null) byAttempt.set(row.attempt, row);
  return [...byAttempt.values()].filter((attempt) => (attempt.attempt ?? 0) > 0).sort((a, b) => (a.attempt ?? 0) - (b.attempt ?? 0));
}

type LinkedFile = FileRow & { storage_key: string; link_submission_id: number; link_attempt: number | null };

function filesOf(db: Db, submissionIds: number[]): Map<number, LinkedFile[]> {
  const rows = prepared<number[], LinkedFile>(db,
    `SELECT a.*, sa.submission_id AS link_submission_id, sa.attempt AS link_attempt
       FROM submission_attachments sa JOIN attachments a ON a.id = sa.attachment_id
      WHERE sa.submission_id IN (${placeholders(submissionIds)}) AND a.workflow_state = 'processed' AND a.storage_key IS NOT NULL
      ORDER BY a.id`).all(...submissionIds);
  return groupBy(rows, (row) => row.link_submission_id);
}

function folderOf(row: AnonymousAware, sortableName: string, anonymous: boolean): string {
  const late = tardiness(row, true).late;
  return anonymous && row.anonymous_id ? studentFolder({ anonymousId: row.anonymous_id, late }) : studentFolder({ sortableName, userId: row.user_id, late });
}

/** The entries of one student's folder: per attempt, its files, then a page for a text or URL entry. */
function studentEntries(c: AppContext, row: SubmissionRow, folder: string, files: LinkedFile[]): ZipEntry[] {
  const entries: ZipEntry[] = [];
  for (const attempt of attemptsOf(c.get('deps').db, row)) {
    const number = attempt.attempt ?? 0;
    const dir = `${folder}/${attemptFolder(number)}`;
    const lastModified = new Date(attempt.submitted_at ?? row.updated_at);
    const taken = new Set<string>([TEXT_PAGE, LINK_PAGE]);
    for (const file of files.filter((f) => f.link_attempt === number && mayReadBytes(c, f, false))) {
      entries.push({ name: `${dir}/${uniqueName(safeFileName(file.display_name), taken)}`, size: file.size, lastModified, source: { blob: file.storage_key } });
    }
    const page = pageOf(attempt);
    if (page) {
      const title = `${folder} ${attemptFolder(number)}`;
      const size = pageBytes(page, attempt, title)?.byteLength ?? 0;
      entries.push({ name: `${dir}/${page === 'text' ? TEXT_PAGE : LINK_PAGE}`, size, lastModified, source: { page, submissionId: row.id, attempt: number, title } });
    }
  }
  return entries;
}

const pageOf = (attempt: Attempt): 'text' | 'link' | undefined =>
  attempt.submission_type === 'online_text_entry' && attempt.body ? 'text' : attempt.submission_type === 'online_url' && attempt.url ? 'link' : undefined;

/** The page's bytes, the same whenever asked: written from the attempt's stored text or URL. */
export function pageBytes(kind: 'text' | 'link', attempt: Attempt, title: string): Uint8Array | undefined {
  if (kind === 'text' && attempt.body) return textEntryPage(title, attempt.body);
  if (kind === 'link' && attempt.url) return urlEntryPage(title, attempt.url);
  return undefined;
}

/**
 * Every entry of the zip for the students this grader sees (scope), in the order of their folders: by sortable
 * name, or, for an anonymous assignment, in Lectern's anonymous shuffle, so the order tells nothing either.
 */
export function zipListing(c: AppContext, scope: SubmissionScope, anonymous: boolean): ZipEntry[] {
  const { db } = c.get('deps');
  const entries: ZipEntry[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const rows = listSubmissions(db, scope, PAGE, offset, anonymous ? 'anonymous' : 'name');
    const submitted = rows.filter((row) => row.submission_type !== null && (row.attempt ?? 0) > 0);
    if (submitted.length > 0) {
      const users = loadUsers(db, submitted.map((row) => row.user_id));
      const files = filesOf(db, submitted.map((row) => row.id));
      for (const row of submitted) {
        const folder = folderOf(row, users.get(row.user_id)?.sortable_name ?? '', anonymous);
        entries.push(...studentEntries(c, row, folder, files.get(row.id) ?? []));
      }
    }
    if (rows.length < PAGE) return entries;
  }
}
