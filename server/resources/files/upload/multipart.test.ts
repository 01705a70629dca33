import { describe, expect, it } from 'vitest';
import { MultipartError, multipartBoundary, readMultipart, type PartHeaders } from './multipart';

/** The body split into chunks of `size` bytes, to catch boundaries that straddle two reads. */
function chunked(bytes: Uint8Array, size: number): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) {
        controller.close();
        return;
      }
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
}

async function parse(body: Uint8Array, boundary: string, chunkSize: number) {
  const parts: (PartHeaders & { text: string })[] = [];
  await readMultipart(chunked(body, chunkSize), boundary, (headers) => {
    const chunks: Buffer[] = [];
    return {
      write: (chunk) => void chunks.push(Buffer.from(chunk)),
      end: () => void parts.push({ ...headers, text: Buffer.concat(chunks).toString('utf8') }),
    };
  });
  return parts;
}

async function formBytes(form: FormData): Promise<{ bytes: Uint8Array; boundary: string }> {
  const request = new Request('http://x/', { method: 'POST', body: form });
  const boundary = multipartBoundary(request.headers.get('content-type') ?? '');
  if (!boundary) throw new Error('no boundary');
  return { bytes: new Uint8Array(await request.arrayBuffer()), boundary };
}

describe('readMultipart', () => {
  it('reads what the platform FormData writes, whatever the chunk size', async () => {
    const form = new FormData();
    form.append('Policy', 'abc');
    form.append('name', 'Zürich "quoted"');
    form.append('file', new Blob(['line one\r\n--not a boundary\r\nline three']), 'a "b".txt');
    const { bytes, boundary } = await formBytes(form);
    for (const size of [1, 2, 7, 64, 100_000]) {
      const parts = await parse(bytes, boundary, size);
      expect(parts.map((p) => [p.name, p.text])).toEqual([
        ['Policy', 'abc'],
        ['name', 'Zürich "quoted"'],
        ['file', 'line one\r\n--not a boundary\r\nline three'],
      ]);
      expect(parts[2]?.filename).toBe('a %22b%22.txt');
    }
  });

  it('holds no more than one chunk and a boundary while a large part streams', async () => {
    const boundary = 'b0undary';
    const payload = new Uint8Array(1024 * 1024).fill(65);
    const head = new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x"\r\n\r\n`);
    const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
    const body = new Uint8Array([...head, ...payload, ...tail]);
    let most = 0;
    let received = 0;
    await readMultipart(chunked(body, 16 * 1024), boundary, () => ({ write: (c) => void (received += c.length), end: () => undefined }), (held) => {
      most = Math.max(most, held);
    });
    expect(received).toBe(payload.length);
    expect(most).toBeLessThan(boundary.length + 8);
  });

  it('rejects a body cut short, and part headers without a name', async () => {
    const cut = new TextEncoder().encode('--b\r\nContent-Disposition: form-data; name="file"\r\n\r\nhalf of it');
    await expect(parse(cut, 'b', 4)).rejects.toBeInstanceOf(MultipartError);
    const nameless = new TextEncoder().encode('--b\r\nContent-Disposition: form-data\r\n\r\nx\r\n--b--');
    await expect(parse(nameless, 'b', 4)).rejects.toBeInstanceOf(MultipartError);
  });

  it('finds the boundary of a multipart Content-Type only', () => {
    expect(multipartBoundary('multipart/form-data; boundary=abc')).toBe('abc');
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(multipartBoundary('application/json')).toBeUndefined();
    expect(multipartBoundary(undefined)).toBeUndefined();
  });
});
