import { writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app';
import { disposeAfterFile } from '../../test/disposal';
import { fileWriteWorld, storeBytes } from '../../test/file-write-world';
import { listen, rawBytes, type LiveServer } from '../../test/live-server';
import { openFilesUnder } from '../../test/open-files';
import { createBlobStore } from '../../storage/blob-store';

const SIZE = 8 * 1024 * 1024;

/** The course's notes, made 8 MB of "a". */
function bigFileWorld() {
  const w = fileWriteWorld();
  const key = storeBytes(w.app, w.files.notes, Buffer.alloc(SIZE, 'a'));
  return { ...w, id: w.files.notes, blobPath: createBlobStore(w.app.dataDir).path(key) };
}

/** Starts a download, waits for its first bytes, then drops the connection as a browser leaving a page does. */
function abandon(server: LiveServer, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: server.host, port: server.port, path, headers: { Authorization: 'Bearer teacher-token' }, agent: false }, (res) => {
      res.once('data', () => {
        req.destroy();
        resolve();
      });
    });
    req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
    req.end();
  });
}

describe('downloads stream from disk', () => {
  it('read the file as the client takes it, not all at once when the answer starts', async () => {
    const { app, id, blobPath } = bigFileWorld();
    const response = await app.request(`/files/${id}/download`, { token: 'teacher-token' });
    expect(response.headers.get('Content-Length')).toBe(String(SIZE));
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(first.value?.[0]).toBe('a'.charCodeAt(0));
    // Rewritten in place (same inode) while the answer is under way: a buffered answer would still end in "a".
    writeFileSync(blobPath, Buffer.alloc(SIZE, 'b'));
    let received = first.value?.byteLength ?? 0;
    let last = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      received += chunk.value.byteLength;
      last = chunk.value[chunk.value.byteLength - 1] ?? 0;
    }
    expect(received).toBe(SIZE);
    expect(last).toBe('b'.charCodeAt(0));
  });

  it('answer a one-byte range of a large file with that byte and its headers', async () => {
    const { app, id } = bigFileWorld();
    const response = await app.request(`/files/${id}/download`, { token: 'teacher-token', headers: { Range: 'bytes=0-0' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('Content-Range')).toBe(`bytes 0-0/${SIZE}`);
    expect(response.headers.get('Content-Length')).toBe('1');
    expect(await response.text()).toBe('a');
    const tail = await app.request(`/files/${id}/download`, { token: 'teacher-token', headers: { Range: `bytes=${SIZE - 2}-` } });
    expect(tail.headers.get('Content-Range')).toBe(`bytes ${SIZE - 2}-${SIZE - 1}/${SIZE}`);
    expect(await tail.text()).toBe('aa');
    const beyond = await app.request(`/files/${id}/download`, { token: 'teacher-token', headers: { Range: `bytes=${SIZE}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('Content-Range')).toBe(`bytes */${SIZE}`);
  });

  it('answer HEAD with the headers alone, leaving no file open', async () => {
    const { app, id } = bigFileWorld();
    const openFiles = () => openFilesUnder(app.dataDir);
    const before = openFiles();
    for (let i = 0; i < 5; i++) {
      const response = await app.request(`/files/${id}/download`, { method: 'HEAD', token: 'teacher-token' });
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Length')).toBe(String(SIZE));
    }
    expect(openFiles()).toBeLessThanOrEqual(before);
  });

  it('survive clients that leave mid-download, closing every file they left open', async () => {
    const { app, id } = bigFileWorld();
    const server = await listen(createApp({ db: app.db, dataDir: app.dataDir }));
    disposeAfterFile(() => void server.close());
    const openFiles = () => openFilesUnder(app.dataDir);
    const before = openFiles();
    await Promise.all(Array.from({ length: 20 }, () => abandon(server, `/files/${id}/download`)));
    await vi.waitFor(() => expect(openFiles()).toBeLessThanOrEqual(before));
    const after = await rawBytes(server, `/files/${id}/download`, { Authorization: 'Bearer teacher-token', Range: 'bytes=0-3' });
    expect(after.status).toBe(206);
    expect(after.body.toString()).toBe('aaaa');
  });
});
