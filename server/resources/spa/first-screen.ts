import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import type { FirstScreen, FirstScreenEntry, Transport } from '../../../shared/first-screen/contract';

/** How the server's render reaches the API as the document's caller: the app itself, in this process. */
export type FirstScreenSource = { api: (c: Context) => typeof fetch; onError?: (error: unknown) => void };

/**
 * A render that takes longer gives up, and the document goes out without it: the browser then asks for the same
 * data itself, as it did before any render (a server under load, a very large first page).
 */
const RENDER_LIMIT_MS = 1_500;

/** Where the build puts the render (vite.config.ts): beside the app, in dist-ssr/ for dist/, so it is never served. */
const firstScreenEntryFile = (distDir: string) => join(`${resolve(distDir)}-ssr`, 'server-entry.js');

/** The app's entry, which the drawn document starts once its drawing is painted (public/first-screen-boot.js). */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The document with the first screen in #root; the session it holds is not preloaded again. Until the app draws
 * over it, it is busy (aria-busy): its buttons do nothing yet. React's first commit empties #root, busy wrapper
 * and all, so the browser's code spends nothing on saying it is done.
 */
function documentWith(html: string, { title, root, afterRoot }: FirstScreen): string | undefined {
  const empty = '<div id="root"></div>';
  if (!html.includes(empty) || !ENTRY_SCRIPT.test(html)) return undefined;
  return html
    .replace(ENTRY_SCRIPT, (_script, src: string) => `<link rel="modulepreload" crossorigin href="${src}">\n    <script defer src="/first-screen-boot.js" data-entry="${src}"></script>`)
    .replace(/<title>[^<]*<\/title>/, (original) => title || original)
    .replace(/\s*<link rel="preload" href="\/lectern\/session"[^>]*>/, '')
    // A function, so a `$'` or `$&` in a course's name is text, not a replacement pattern.
    .replace(empty, () => `<div id="root"><div aria-busy="true">${root}</div></div>\n    ${afterRoot}`);
}

const timeLimit = (ms: number) =>
  new Promise<undefined>((done) => {
    // Unreferenced: a render still running cannot keep the process alive.
    (setTimeout(done, ms) as unknown as NodeJS.Timeout).unref();
  });

/**
 * The server's render of first screens (docs/decisions/0093-first-screen-drawn-by-the-server.md), loaded from
 * the build on first use; undefined for each document when there is no build of it, or the page is not one it
 * renders, or it failed or ran out of time.
 */
export function firstScreenDocuments(distDir: string, source: FirstScreenSource) {
  const file = firstScreenEntryFile(distDir);
  const transports = new AsyncLocalStorage<Transport>();
  let entry: Promise<FirstScreenEntry | undefined> | undefined;
  const load = () => {
    entry ??= existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<FirstScreenEntry>).then((loaded) => {
          loaded.setTransportResolver(() => transports.getStore());
          return loaded;
        })
      : Promise.resolve(undefined);
    return entry;
  };
  return async (c: Context, documentFile: string): Promise<string | undefined> => {
    try {
      const render = await load();
      if (!render) return undefined;
      const url = new URL(c.req.url);
      const transport = { origin: url.origin, fetch: source.api(c) };
      const screen = await Promise.race([transports.run(transport, () => render.renderFirstScreen(url)), timeLimit(RENDER_LIMIT_MS)]);
      return screen && documentWith(readFileSync(documentFile, 'utf8'), screen);
    } catch (error) {
      source.onError?.(error);
      return undefined;
    }
  };
}
