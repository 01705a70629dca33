import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBlobStore } from './blob-store';

describe('createBlobStore', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'lectern-blobs-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stores bytes under a sha256 key and reads them back', () => {
    const store = createBlobStore(dataDir);
    const bytes = new TextEncoder().encode('hello, cells');
    const blob = store.put(bytes);
    const sha = createHash('sha256').update(bytes).digest('hex');
    expect(blob.storageKey).toBe(`${sha.slice(0, 2)}/${sha}`);
    expect(blob.size).toBe(bytes.byteLength);
    expect(blob.md5).toBe(createHash('md5').update(bytes).digest('hex'));
    expect(store.path(blob.storageKey)).toBe(join(dataDir, 'files', sha.slice(0, 2), sha));
    expect(store.read(blob.storageKey).equals(Buffer.from(bytes))).toBe(true);
  });

  it('keeps one copy of identical bytes and leaves no temp files', () => {
    const store = createBlobStore(dataDir);
    const a = store.put(Buffer.from('same'));
    const b = store.put(Buffer.from('same'));
    const c = store.put(Buffer.from('different'));
    expect(b).toEqual(a);
    expect(c.storageKey).not.toBe(a.storageKey);
    const entries = readdirSync(join(dataDir, 'files'), { recursive: true, withFileTypes: true });
    const files = entries.filter((e) => e.isFile());
    expect(files.map((f) => f.name).sort()).toEqual([a.storageKey.slice(3), c.storageKey.slice(3)].sort());
  });

  it('stores empty files', () => {
    const store = createBlobStore(dataDir);
    const blob = store.put(new Uint8Array());
    expect(blob.size).toBe(0);
    expect(store.read(blob.storageKey).length).toBe(0);
  });

  it('rejects keys that could escape the store', () => {
    const store = createBlobStore(dataDir);
    expect(() => store.path('../etc/passwd')).toThrow(/Invalid storage key/);
    expect(() => store.read(`ab/${'c'.repeat(64)}`)).toThrow(/Invalid storage key/);
  });

  it('streams an upload to a temp file, then commits it under the same key put() gives, deduplicated', async () => {
    const store = createBlobStore(dataDir);
    const existing = store.put(Buffer.from('hello, cells'));
    const upload = await store.upload();
    await upload.write(Buffer.from('hello, '));
    await upload.write(Buffer.from('cells'));
    expect(upload.size).toBe(12);
    expect(readdirSync(join(dataDir, 'files')).filter((name) => name.endsWith('.tmp'))).toHaveLength(1);
    await upload.finish();
    expect(upload.commit()).toEqual(existing);
    const fresh = await store.upload();
    await fresh.write(Buffer.from('new bytes'));
    await fresh.finish();
    const blob = fresh.commit();
    expect(store.read(blob.storageKey).toString()).toBe('new bytes');
    const left = readdirSync(join(dataDir, 'files'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    expect(left.map((e) => e.name).sort()).toEqual([existing.storageKey.slice(3), blob.storageKey.slice(3)].sort());
  });

  it('aborts an upload without leaving its temp file', async () => {
    const store = createBlobStore(dataDir);
    const upload = await store.upload();
    await upload.write(Buffer.from('half'));
    await upload.abort();
    await upload.abort();
    expect(readdirSync(join(dataDir, 'files'))).toEqual([]);
  });

  it('sweeps temp files and the blobs it is told not to keep', async () => {
    const store = createBlobStore(dataDir);
    const kept = store.put(Buffer.from('kept'));
    const orphan = store.put(Buffer.from('orphan'));
    const crashed = await store.upload();
    expect(store.sweep((key) => key === kept.storageKey)).toEqual({ temps: 1, blobs: 1 });
    await crashed.abort();
    expect(existsSync(store.path(kept.storageKey))).toBe(true);
    expect(existsSync(store.path(orphan.storageKey))).toBe(false);
    expect(createBlobStore(join(dataDir, 'nothing-here')).sweep(() => false)).toEqual({ temps: 0, blobs: 0 });
  });
});
