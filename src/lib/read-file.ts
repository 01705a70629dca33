/** Reads a file through FileReader, which every browser (and jsdom, which lacks Blob#arrayBuffer and #text) has. */
function readWith<T>(file: Blob, start: (reader: FileReader) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(reader.result as T));
    reader.addEventListener('error', () => reject(reader.error ?? new Error('The file could not be read.')));
    start(reader);
  });
}

/** A file's bytes. */
export const readBytes = (file: Blob) => readWith<ArrayBuffer>(file, (reader) => reader.readAsArrayBuffer(file));

/** A file's text, decoded as UTF-8 (a leading byte-order mark is dropped). */
export const readText = (file: Blob) => readWith<string>(file, (reader) => reader.readAsText(file, 'utf-8'));
