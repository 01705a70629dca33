import { unzipSync } from 'fflate';
import type { SubmissionDetail } from '@/api/schemas/submission-detail';

/** A file found in a student's folder of an uploaded feedback zip. */
export interface FeedbackFile {
  /** Its path inside the student's folder, e.g. `attempt_2/report.pdf` or `comments.pdf`. */
  path: string;
  name: string;
  bytes: Uint8Array;
}

/** A top-level folder of the zip and whom its name says it belongs to. */
export interface FeedbackFolder {
  folder: string;
  /** `<sortable name>_<user id>` (as the download names it); undefined when the name carries no id. */
  userId: string | undefined;
  anonymous: boolean;
  files: FeedbackFile[];
}

/** Files a zip tool or an operating system adds, never feedback. */
const CLUTTER = /(^|\/)(__MACOSX|\.DS_Store|Thumbs\.db|desktop\.ini)(\/|$)/i;
/** The download's own pages for text and website entries (not the student's files, nor feedback). */
const DOWNLOAD_PAGE = /^attempt_\d+\/(text|link)\.html$/;

/** The user id at the end of the folder's name (after `_`, with an optional LATE before it), or an anonymous id. */
function owner(folder: string): Pick<FeedbackFolder, 'userId' | 'anonymous'> {
  if (/(^|_)anon_[^_]+$/.test(folder)) return { userId: undefined, anonymous: true };
  return { userId: /_(\d+)$/.exec(folder)?.[1], anonymous: false };
}

/**
 * The zip's student folders with the files in them; files outside any folder are returned under the folder ''.
 * Reads the whole zip in this tab: feedback zips are the grader's own, and only their files are kept.
 */
export function readFeedbackZip(zip: Uint8Array): FeedbackFolder[] {
  const entries = unzipSync(zip, { filter: (file) => !file.name.endsWith('/') && !CLUTTER.test(file.name) });
  const folders = new Map<string, FeedbackFolder>();
  for (const [name, bytes] of Object.entries(entries)) {
    const slash = name.indexOf('/');
    const folder = slash === -1 ? '' : name.slice(0, slash);
    const path = name.slice(slash + 1);
    const entry = folders.get(folder) ?? { folder, ...(folder === '' ? { userId: undefined, anonymous: false } : owner(folder)), files: [] };
    folders.set(folder, entry);
    if (!DOWNLOAD_PAGE.test(path)) entry.files.push({ path, name: path.slice(path.lastIndexOf('/') + 1), bytes });
  }
  return [...folders.values()].sort((a, b) => a.folder.localeCompare(b.folder));
}

/**
 * The files of a folder the grader added or changed: everything except a file still in its attempt's folder with
 * the size of one of that attempt's own files (what the download put there, untouched). A marked-up file's size
 * changes, so it counts as new even under its old name.
 */
export function newFiles(folder: FeedbackFolder, submission: Pick<SubmissionDetail, 'attempt' | 'attachments' | 'submission_history'>): FeedbackFile[] {
  const sizesByAttempt = new Map<number, Set<number>>();
  const attempts = submission.submission_history?.length ? submission.submission_history : [submission];
  for (const attempt of attempts) {
    sizesByAttempt.set(attempt.attempt ?? 0, new Set((attempt.attachments ?? []).map((file) => file.size)));
  }
  return folder.files.filter((file) => {
    const attempt = /^attempt_(\d+)\//.exec(file.path)?.[1];
    return attempt === undefined || !sizesByAttempt.get(Number(attempt))?.has(file.bytes.byteLength);
  });
}
