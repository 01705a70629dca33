/**
 * A streaming multipart/form-data reader (RFC 7578) for upload step 2. Nothing in node_modules parses multipart
 * without buffering the whole body (Request.formData() does), so this one hands each part's bytes to a sink as
 * they arrive and never holds more than one network chunk plus a boundary's length of a file.
 */

export type PartHeaders = { name: string; filename?: string; contentType?: string };

/** Where a part's bytes go; write() may wait (disk backpressure), and throwing stops the read. */
export type PartSink = { write: (chunk: Uint8Array) => void | Promise<void>; end: () => void | Promise<void> };

export class MultipartError extends Error {}

/** Headers of one part may not exceed this; field values are capped by their sink. */
const MAX_HEADER_BYTES = 16 * 1024;
const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/** The boundary of a multipart/form-data Content-Type, or undefined when it is not one. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  return boundary && boundary.length <= 70 ? boundary : undefined;
}

/** `name="x"` or `filename="y"` from Content-Disposition; quoted values may escape quotes with a backslash. */
function dispositionParam(header: string, key: string): string | undefined {
  const match = new RegExp(`;\\s*${key}=(?:"((?:[^"\\\\]|\\\\.)*)"|([^;]*))`, 'i').exec(header);
  if (!match) return undefined;
  return match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : match[2]?.trim();
}

function parseHeaders(block: Buffer): PartHeaders {
  const headers = new Map<string, string>();
  for (const line of block.toString('utf8').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const disposition = headers.get('content-disposition') ?? '';
  const name = dispositionParam(disposition, 'name');
  if (!/^form-data\b/i.test(disposition) || name === undefined) throw new MultipartError('part without a form-data name');
  return { name, filename: dispositionParam(disposition, 'filename'), contentType: headers.get('content-type') };
}

type State = 'preamble' | 'delimiter' | 'headers' | 'body' | 'done';

/**
 * Reads `body` part by part: `onPart` gets each part's headers and returns the sink for its bytes. Resolves when
 * the closing boundary has been read; a body that ends early or is malformed rejects with MultipartError.
 * `onChunk` sees how much the parser holds after each chunk (for tests of its memory use).
 */
export async function readMultipart(
  body: ReadableStream<Uint8Array>,
  boundary: string,
  onPart: (part: PartHeaders) => PartSink | Promise<PartSink>,
  onChunk?: (held: number) => void,
): Promise<void> {
  const first = Buffer.from(`--${boundary}`);
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  let held: Buffer = Buffer.alloc(0);
  let state = 'preamble' as State;
  let sink: PartSink | undefined;

  /** Consumes what `held` allows; returns false when it needs more bytes. */
  const step = async (): Promise<boolean> => {
    if (state === 'preamble') {
      const at = held.indexOf(first);
      if (at === -1) {
        held = held.subarray(Math.max(0, held.length - first.length));
        return false;
      }
      held = held.subarray(at + first.length);
      state = 'delimiter';
    } else if (state === 'delimiter') {
      if (held.length < 2) return false;
      if (held[0] === 0x2d && held[1] === 0x2d) {
        state = 'done';
        return false;
      }
      if (!held.subarray(0, 2).equals(CRLF)) throw new MultipartError('malformed boundary line');
      held = held.subarray(2);
      state = 'headers';
    } else if (state === 'headers') {
      const at = held.indexOf(HEADER_END);
      if (at === -1) {
        if (held.length > MAX_HEADER_BYTES) throw new MultipartError('part headers too long');
        return false;
      }
      sink = await onPart(parseHeaders(held.subarray(0, at)));
      held = held.subarray(at + HEADER_END.length);
      state = 'body';
    } else if (state === 'body') {
      const at = held.indexOf(delimiter);
      // Without a delimiter, all but its length minus one byte is surely content (the rest may start one).
      const safe = at === -1 ? held.length - delimiter.length + 1 : at;
      if (safe > 0) await sink?.write(held.subarray(0, safe));
      if (at === -1) {
        held = held.subarray(Math.max(0, safe));
        return false;
      }
      await sink?.end();
      sink = undefined;
      held = held.subarray(at + delimiter.length);
      state = 'delimiter';
    }
    return state !== 'done';
  };

  const reader = body.getReader();
  const next = () =>
    reader.read().catch(() => {
      // The client went away mid-body: its fault, not the server's, and nobody is left to read the answer.
      throw new MultipartError('the body could not be read');
    });
  try {
    for (let read = await next(); !read.done; read = await next()) {
      // What is held after a step is a few bytes of one chunk, so concat copies little and keeps no old chunk alive.
      const chunk = Buffer.from(read.value.buffer, read.value.byteOffset, read.value.byteLength);
      held = held.length === 0 ? chunk : Buffer.concat([held, chunk]);
      while (await step());
      onChunk?.(held.length);
      if (state === 'done') break;
    }
  } finally {
    if (state !== 'done') await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
  if (state !== 'done') throw new MultipartError('the body ended before the closing boundary');
}
