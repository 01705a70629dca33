import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
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
});
