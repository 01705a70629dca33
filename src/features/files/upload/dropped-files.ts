/** A file to upload and the folders under the target it belongs in (`photos/2024`, or '' for the target). */
export interface PickedFile {
  file: File;
  folderPath: string;
}

/** Only drags that carry files from the desktop: a row dragged onto a folder (a move) is not an upload. */
export const carriesFiles = (dataTransfer: DataTransfer | null) => Boolean(dataTransfer?.types.includes('Files'));

/** From an `<input type=file>`; a webkitdirectory pick names each file by its path under the chosen folder. */
export function pickedFiles(files: FileList | readonly File[]): PickedFile[] {
  return Array.from(files, (file) => {
    const parts = (file.webkitRelativePath || file.name).split('/');
    return { file, folderPath: parts.slice(0, -1).join('/') };
  });
}

const fileOf = (entry: FileSystemFileEntry) => new Promise<File>((resolve, reject) => entry.file(resolve, reject));

/** readEntries answers in chunks (100 in Chromium) until it answers an empty one. */
async function childrenOf(directory: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = directory.createReader();
  const all: FileSystemEntry[] = [];
  for (;;) {
    const chunk = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (chunk.length === 0) return all;
    all.push(...chunk);
  }
}

async function walk(entry: FileSystemEntry, folderPath: string, out: PickedFile[]): Promise<void> {
  if (entry.isFile) {
    out.push({ file: await fileOf(entry as FileSystemFileEntry), folderPath });
    return;
  }
  if (!entry.isDirectory) return;
  const path = folderPath ? `${folderPath}/${entry.name}` : entry.name;
  for (const child of await childrenOf(entry as FileSystemDirectoryEntry)) await walk(child, path, out);
}

/**
 * Everything a drop carries, folders walked recursively. The entries must be taken synchronously inside the
 * drop event (the DataTransfer is emptied after it), so call this from the handler and await the result later.
 */
export function droppedFiles(dataTransfer: DataTransfer): Promise<PickedFile[]> {
  const entries: (FileSystemEntry | File)[] = [];
  for (const item of Array.from(dataTransfer.items)) {
    if (item.kind !== 'file') continue;
    // A script-built DataTransfer (and some browsers) give no entry: the plain File is still there.
    const entry = typeof item.webkitGetAsEntry === 'function' ? item.webkitGetAsEntry() : null;
    const file = entry ? null : item.getAsFile();
    if (entry) entries.push(entry);
    else if (file) entries.push(file);
  }
  if (entries.length === 0 && dataTransfer.files.length > 0) return Promise.resolve(pickedFiles(dataTransfer.files));
  return (async () => {
    const out: PickedFile[] = [];
    for (const entry of entries) {
      if (entry instanceof File) out.push({ file: entry, folderPath: '' });
      else await walk(entry, '', out);
    }
    return out;
  })();
}
