import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

const scripts = (n: number) => Array.from({ length: n }, (_, i) => `export const value${i} = ${i};`).join('\n');
const dirs: string[] = [];

function builtDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'lectern-precompress-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('precompressDir', () => {
  it('writes a whole .br and .gz beside each compressible file, and nothing else', async () => {
    const dir = builtDir({ 'index.html': `<!doctype html>${'<p>Lectern</p>'.repeat(100)}`, 'assets/app.js': scripts(300), 'assets/tiny.js': 'export {};' });
    await precompressDir(dir);
    for (const name of ['index.html', 'assets/app.js']) {
      const source = readFileSync(join(dir, name));
      expect(brotliDecompressSync(readFileSync(join(dir, `${name}.br`)))).toEqual(source);
      expect(gunzipSync(readFileSync(join(dir, `${name}.gz`)))).toEqual(source);
    }
    expect(readdirSync(join(dir, 'assets')).sort()).toEqual(['app.js', 'app.js.br', 'app.js.gz', 'tiny.js']);
  });

  it('gives a later build the copies of files whose bytes did not change, and compresses only the changed one', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'lectern-precompress-cache-'));
    dirs.push(cacheDir);
    const first = builtDir({ 'assets/same.js': scripts(300), 'assets/changed.js': scripts(200) });
    expect(await precompressDir(first, { cacheDir })).toEqual({ compressed: 4, reused: 0, superseded: 0 });
    const second = builtDir({ 'assets/same.js': scripts(300), 'assets/changed.js': scripts(250) });
    expect(await precompressDir(second, { cacheDir })).toEqual({ compressed: 2, reused: 2, superseded: 0 });
    expect(readFileSync(join(second, 'assets/same.js.br'))).toEqual(readFileSync(join(first, 'assets/same.js.br')));
    expect(brotliDecompressSync(readFileSync(join(second, 'assets/changed.js.br'))).toString()).toBe(scripts(250));
    // Only this build's copies stay: the cache does not grow with every build.
    expect(readdirSync(cacheDir)).toHaveLength(4);
  });

  it('replaces a stale sibling left from another version of the file', async () => {
    const dir = builtDir({ 'assets/app.js': scripts(300), 'assets/app.js.br': 'not brotli at all' });
    await precompressDir(dir);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets/app.js.br'))).toString()).toBe(scripts(300));
  });
});
