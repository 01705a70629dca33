import { build } from 'esbuild';
import type { Plugin } from 'vite';

/** The path drawn pages load it from (server/resources/spa/first-screen.ts); a fixed name, served `no-cache`. */
export const FIRST_SCREEN_BOOT_FILE = 'first-screen-boot.js';

const SOURCE = 'src/app/first-screen/first-screen-boot.ts';

/**
 * Vite plugin: bundles the script a drawn page starts the app with (src/app/first-screen/first-screen-boot.ts) into
 * the app's build, minified. It is a classic script, not a module: it reads its own tag's data (`currentScript`).
 */
export function firstScreenBoot(): Plugin {
  return {
    name: 'lectern-first-screen-boot',
    apply: 'build',
    async generateBundle() {
      const bundled = await build({ entryPoints: [SOURCE], bundle: true, minify: true, format: 'iife', target: 'es2022', write: false, logLevel: 'silent' });
      this.emitFile({ type: 'asset', fileName: FIRST_SCREEN_BOOT_FILE, source: bundled.outputFiles[0]?.text ?? '' });
    },
  };
}
