import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats worth compressing; images, fonts and media are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|wasm|webmanifest|xml)$/;
/** Below this a compressed copy saves less than its own framing and an extra file lookup. */
const MIN_BYTES = 512;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes `.br` and `.gz` siblings of every compressible file under `dir`, at the highest levels: this runs once per
 * build, so the server sends the smallest bytes without compressing anything per request.
 */
export function precompressDir(dir: string): number {
  let written = 0;
  for (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const body = readFileSync(path);
    if (body.length < MIN_BYTES) continue;
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
    written++;
  }
  return written;
}

/** Vite plugin: precompresses the build output once it is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'lectern-precompress',
    apply: 'build',
    configResolved(config) {
      // resolve, not join: an absolute --outDir (the bench builds into a temp dir) must stay absolute.
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      precompressDir(outDir);
    },
  };
}
