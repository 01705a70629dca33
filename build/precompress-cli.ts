import { setPriority } from 'node:os';
import { resolve } from 'node:path';
import { precompressCacheDir, precompressDir } from './precompress';

/**
 * `node --import tsx build/precompress-cli.ts <distDir>`: what the build leaves for later (scripts/build.mjs
 * --precompress-later) while the server starts. At the lowest priority, set before the thread pool that compresses
 * exists (its threads inherit it), so the server's start is not slowed by the compression beside it.
 */
try {
  setPriority(19);
} catch {
  // A platform that refuses still gets its files compressed, only at normal priority.
}
await precompressDir(resolve(process.argv[2] ?? 'dist'), { cacheDir: precompressCacheDir(process.cwd()) });
