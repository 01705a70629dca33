import { makeZip, predictLength } from 'client-zip';
import type { Db } from '../../../canvas/context';
import { prepared } from '../../../db/statements';
import type { BlobStore } from '../../../storage/blob-store';
import type { SubmissionRow } from '../submission-row';
import { attemptsOf, pageBytes, type PageSource, type ZipEntry } from './zip-listing';

/** The zip's exact length: every entry is stored uncompressed, so names and sizes decide it. */
export const zipLength = (entries: ZipEntry[]): bigint => predictLength(entries.map(({ name, size, lastModified }) => ({ name, size, lastModified })));

/**
 * A changed file or page would no longer fit the length already announced; failing the download is better than a
 * zip whose directory lies (the grader's browser reports it failed, and a new download lists the change).
 */
const changed = (name: string) => new Error(`${name} changed while the zip was being sent`);

function pageOf(db: Db, name: string, size: number, source: PageSource): Uint8Array {
  const { submissionId, attempt, page, title } = source;
  const row = prepared<[number], SubmissionRow>(db, 'SELECT * FROM submissions WHERE id = ?').get(submissionId);
  const stored = row && attemptsOf(db, row).find((a) => a.attempt === attempt);
  const bytes = stored && pageBytes(page, stored, title);
  if (!bytes || bytes.byteLength !== size) throw changed(name);
  return bytes;
}

/** A stream over a reader this module keeps, so it can cancel the file's stream itself (client-zip never does). */
function pulledFrom(reader: ReadableStreamDefaultReader<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream({
    pull: async (controller) => {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/**
 * The zip as a stream that reads each file from disk only when the client has taken the one before (client-zip
 * pulls as the response is written). A client leaving cancels the stream; client-zip then ends this generator,
 * whose `finally` closes the file being read, so nothing stays open.
 */
export function zipStream(db: Db, blobs: BlobStore, entries: ZipEntry[]): ReadableStream<Uint8Array> {
  let reading: ReadableStreamDefaultReader<Uint8Array> | undefined;
  async function* inputs() {
    try {
      for (const { name, size, lastModified, source } of entries) {
        if ('page' in source) {
          yield { name, size, lastModified, input: pageOf(db, name, size, source) };
          continue;
        }
        const blob = await blobs.openRead(source.blob);
        if (blob.size !== size) {
          await blob.close();
          throw changed(name);
        }
        if (size === 0) {
          await blob.close();
          yield { name, size, lastModified, input: new Uint8Array(0) };
          continue;
        }
        reading = blob.stream(0, size - 1).getReader();
        yield { name, size, lastModified, input: pulledFrom(reading) };
        reading = undefined;
      }
    } finally {
      // Cancelling a stream already read to its end is a no-op; one left half-read closes its file here.
      await reading?.cancel().catch(() => undefined);
    }
  }
  return makeZip(inputs(), { buffersAreUTF8: true });
}
