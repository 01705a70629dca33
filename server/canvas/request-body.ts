import { badRequest } from './errors';

/**
 * The body's bytes, or undefined when it is longer than `limit`: refused from Content-Length before reading,
 * and for chunked bodies as soon as the count passes the limit, so an oversized body is never buffered.
 */
export async function readBodyBytes(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) return undefined;
  if (!request.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.byteLength;
      if (size > limit) {
        await reader.cancel();
        return undefined;
      }
      chunks.push(read.value);
    }
  } catch {
    // The client went away mid-body; nobody is left to read the answer, and it is no server fault.
    throw badRequest('The request body could not be read.');
  }
  return concat(chunks, size);
}

function concat(chunks: Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
