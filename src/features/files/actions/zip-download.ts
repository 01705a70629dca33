import { downloadZip } from 'client-zip';
import type { CanvasFile } from '@/api/schemas/file';
import type { BrowserItem } from '../files-owner';
import { fetchAllFolderFiles } from '@/api/files';
import { fetchAllSubfolders } from '@/api/folders';
import type { CanvasId } from '@/api/schemas/ids';
import { saveAs, saveBlob } from '@/lib/save-as';

/**
 * A name as one zip path segment. Display names are stored as given (slashes, `..`, NUL), and an unzip tool would
 * turn `../x` or `a/b` into paths outside the folder it extracts to, so those characters are replaced.
 */
export function zipSegment(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  const cleaned = name.replace(/[/\\\u0000-\u001f]/g, '_').trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? '_' : cleaned;
}

type ZipEntry = { path: string; file: CanvasFile };

/** The files under the chosen items with their paths in the zip, folders walked recursively. */
async function* entriesOf(items: readonly BrowserItem[]): AsyncGenerator<ZipEntry> {
  for (const item of items) {
    if (item.kind === 'file') yield { path: zipSegment(item.file.display_name), file: item.file };
    else yield* folderEntries(item.folder.id, zipSegment(item.folder.name));
  }
}

async function* folderEntries(folderId: CanvasId, prefix: string): AsyncGenerator<ZipEntry> {
  for (const file of await fetchAllFolderFiles(folderId)) yield { path: `${prefix}/${zipSegment(file.display_name)}`, file };
  for (const sub of await fetchAllSubfolders(folderId)) yield* folderEntries(sub.id, `${prefix}/${zipSegment(sub.name)}`);
}

/** Two entries may not share a path: the second "a.txt" becomes "a (2).txt", as a desktop would name it. */
function uniquePath(path: string, used: Set<string>): string {
  let candidate = path;
  for (let n = 2; used.has(candidate.toLowerCase()); n += 1) {
    const dot = path.lastIndexOf('.');
    const slash = path.lastIndexOf('/');
    candidate = dot > slash + 1 ? `${path.slice(0, dot)} (${n})${path.slice(dot)}` : `${path} (${n})`;
  }
  used.add(candidate.toLowerCase());
  return candidate;
}

/**
 * The bytes of one file through its `url`, which carries its own verifier. Not a Canvas API call, so not through
 * canvas-fetch: no token is sent and nothing is parsed. The session cookie goes only to the app's own origin: a
 * verifier opens only what learners may see, so staff need it for unpublished files (a files domain gets none).
 */
async function fileResponse(file: CanvasFile): Promise<Response> {
  const response = await fetch(file.url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${file.display_name} could not be downloaded (${response.status}).`);
  return response;
}

async function* zipInputs(items: readonly BrowserItem[]) {
  const used = new Set<string>();
  for await (const entry of entriesOf(items)) {
    // Locked files have an empty url for the caller: nothing to put in the zip.
    if (entry.file.url === '') continue;
    yield { name: uniquePath(entry.path, used), input: await fileResponse(entry.file), lastModified: entry.file.modified_at };
  }
}

/** The items as one zip, folders with everything inside them. */
export function zipBlob(items: readonly BrowserItem[]): Promise<Blob> {
  return downloadZip(zipInputs(items)).blob();
}

/**
 * Downloads the items: one file through its own URL; several, or a folder, as one zip built in the browser by
 * client-zip, which fetches each file only when the zip reaches it.
 */
export async function downloadItems(items: readonly BrowserItem[], zipName: string): Promise<void> {
  const only = items[0];
  if (items.length === 1 && only?.kind === 'file') {
    saveAs(only.file.url, only.file.display_name);
    return;
  }
  saveBlob(await zipBlob(items), `${zipSegment(zipName)}.zip`);
}
