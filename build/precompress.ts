import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats worth compressing; images, fonts and media are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|wasm|webmanifest|xml)$/;
/** Below this a compressed copy saves less than its own framing and an extra file lookup. */
const MIN_BYTES = 512;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Each sibling the server may send (server/resources/spa/static-file.ts), at the highest level: it is made once. */
const SIBLINGS = [
  {
    suffix: '.br',
    cacheName: 'q11.br',
    compress: (body: Buffer) =>
      brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  },
  { suffix: '.gz', cacheName: 'l9.gz', compress: (body: Buffer) => gzipAsync(body, { level: 9 }) },
] as const;

/** Where a project keeps compressed copies between builds, keyed by their source's hash (gitignored). */
export const precompressCacheDir = (root: string): string => join(root, '.cache', 'precompress');

type Source = { path: string; body: Buffer; version: string };

/** Which file this is, as written: a build that replaces it makes a new inode or a new mtime. */
const versionOf = (stats: { ino: number; mtimeMs: number; size: number }) => `${stats.ino}:${stats.mtimeMs}:${stats.size}`;

async function currentVersion(path: string): Promise<string | undefined> {
  return stat(path).then(versionOf, () => undefined);
}

/** The compressible files under `dir`, largest first, so the longest compressions start first and end the run soonest. */
export async function compressibleFiles(dir: string): Promise<Source[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const paths = entries.filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name)).map((entry) => join(entry.parentPath, entry.name));
  const sources = await Promise.all(
    paths.map(async (path) => {
      const version = await currentVersion(path);
      return { path, body: await readFile(path), version: version ?? '' };
    }),
  );
  return sources.filter((source) => source.body.length >= MIN_BYTES).sort((a, b) => b.body.length - a.body.length);
}

let temporaries = 0;

/** Writes under a temporary name and renames: a reader sees the whole file or none, never part of one. */
async function writeWhole(path: string, bytes: Buffer): Promise<void> {
  const temporary = `${path}.${process.pid}-${++temporaries}.tmp`;
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** A copy another build made from the same bytes, or undefined; a cache that cannot be read only costs time. */
const cached = (file: string | undefined): Promise<Buffer | undefined> =>
  file ? readFile(file).catch(() => undefined) : Promise.resolve(undefined);

export type PrecompressReport = { compressed: number; reused: number; superseded: number };

/**
 * Writes `.br` and `.gz` siblings of every compressible file under `dir`. The compressions run at once on libuv's
 * thread pool; with `cacheDir`, a source whose bytes an earlier build already compressed gets that copy instead. A
 * sibling is written whole (temporary name, then rename), and only while its source is still the file that was read:
 * a server reading `dir` meanwhile sends the file uncompressed or compressed, never half of it or a stale copy.
 */
export async function precompressDir(dir: string, { cacheDir }: { cacheDir?: string } = {}): Promise<PrecompressReport> {
  const report: PrecompressReport = { compressed: 0, reused: 0, superseded: 0 };
  if (cacheDir) await mkdir(cacheDir, { recursive: true });
  const used = new Set<string>();
  const sources = await compressibleFiles(dir);
  await Promise.all(
    sources.flatMap((source) => {
      const hash = createHash('sha256').update(source.body).digest('hex');
      return SIBLINGS.map(async (sibling) => {
        const cacheFile = cacheDir && join(cacheDir, `${hash}.${sibling.cacheName}`);
        if (cacheFile) used.add(cacheFile);
        const copy = await cached(cacheFile);
        const bytes = copy ?? (await sibling.compress(source.body));
        if (copy) report.reused++;
        else {
          report.compressed++;
          if (cacheFile) await writeWhole(cacheFile, bytes).catch(() => undefined);
        }
        if ((await currentVersion(source.path)) !== source.version) {
          report.superseded++;
          return;
        }
        await writeWhole(source.path + sibling.suffix, bytes);
      });
    }),
  );
  if (cacheDir) await pruneCache(cacheDir, used);
  return report;
}

const isCopy = (name: string) => SIBLINGS.some((sibling) => name.endsWith(`.${sibling.cacheName}`));

/** Keeps the cache to one build's copies: what this build did not use goes (temporary files being written stay). */
async function pruneCache(cacheDir: string, used: Set<string>): Promise<void> {
  const names = await readdir(cacheDir);
  await Promise.all(names.filter((name) => isCopy(name) && !used.has(join(cacheDir, name))).map((name) => rm(join(cacheDir, name), { force: true })));
}

/**
 * Vite plugin: precompresses the build output once it is written. LECTERN_PRECOMPRESS=later leaves it to the
 * caller (scripts/build.mjs --precompress-later, which `npm start` uses to serve while it runs).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  let cacheDir = '';
  return {
    name: 'lectern-precompress',
    apply: 'build',
    configResolved(config) {
      // resolve, not join: an absolute --outDir (the bench builds into a temp dir) must stay absolute.
      outDir = resolve(config.root, config.build.outDir);
      cacheDir = precompressCacheDir(config.root);
    },
    async writeBundle() {
      if (process.env.LECTERN_PRECOMPRESS === 'later') return;
      await precompressDir(outDir, { cacheDir });
    },
  };
}
