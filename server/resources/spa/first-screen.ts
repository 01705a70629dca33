import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
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

/** The head's tags that wait for the render: what they are depends on whether the page is drawn. */
const TITLE = /<title>[^<]*<\/title>/;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/;
const SESSION_PRELOAD = /(?:<!--[^>]*-->\s*)?<link rel="preload" href="\/lectern\/session"[^>]*>/;
const WAITING = new RegExp(`\\s*(?:${[TITLE, ENTRY_SCRIPT, MODULE_PRELOAD, SESSION_PRELOAD].map(({ source }) => source).join('|')})`, 'g');
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * A route's document in two parts: the head without the tags that wait for the render (what the browser can start
 * on at once: its stylesheets), then, once the render is done, either the drawn page or the document as built.
 */
type SplitDocument = { early: string; drawn: (screen: FirstScreen) => string; undrawn: string };

function splitDocument(html: string): SplitDocument | undefined {
  const headEnd = html.indexOf('</head>');
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (headEnd < 0 || !entry || !html.includes(EMPTY_ROOT)) return undefined;
  const head = html.slice(0, headEnd);
  const rest = html.slice(headEnd);
  const waiting = [...head.matchAll(WAITING)].map(([tag]) => tag);
  const modules = waiting.flatMap((tag) => MODULE_PRELOAD.exec(tag)?.[1] ?? []);
  // The script the app's build writes beside it (build/first-screen-boot.ts).
  const boot = `<script defer src="/first-screen-boot.js" data-entry="${entry}" data-modules="${modules.join(' ')}"></script>`;
  return {
    early: head.replace(WAITING, ''),
    // The session came with the drawing: it is not preloaded again. Functions as replacements, so a `$'` or `$&` in
    // a course's name is text, not a replacement pattern.
    drawn: ({ title, root, afterRoot }) => `\n    ${title || (TITLE.exec(head)?.[0] ?? '')}\n    ${boot}\n  `
      + rest.replace(EMPTY_ROOT, () => `<div id="root"><div aria-busy="true">${root}</div></div>\n    ${afterRoot}`),
    undrawn: waiting.join('') + rest,
  };
}

const timeLimit = (ms: number) =>
  new Promise<undefined>((done) => {
    // Unreferenced: a render still running cannot keep the process alive.
    (setTimeout(done, ms) as unknown as NodeJS.Timeout).unref();
  });

/**
 * The server's render of first screens (docs/decisions/0093-first-screen-drawn-by-the-server.md), loaded from
 * the build on first use. For a page it draws, the document's parts as they are ready (`splitDocument`): the head
 * goes out while the render asks the API, so the browser fetches the stylesheet meanwhile; undefined when there is
 * no build of the render, or the page is not one it draws. A render that fails or runs out of time ends the
 * document as built, and the browser draws the page itself.
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
  const draw = async (c: Context, render: FirstScreenEntry, url: URL) => {
    try {
      const transport = { origin: url.origin, fetch: source.api(c), cookie: c.req.header('Cookie') };
      return await Promise.race([transports.run(transport, () => render.renderFirstScreen(url)), timeLimit(RENDER_LIMIT_MS)]);
    } catch (error) {
      source.onError?.(error);
      return undefined;
    }
  };
  return async (c: Context, documentFile: string): Promise<AsyncIterable<string> | undefined> => {
    try {
      const render = await load();
      const url = new URL(c.req.url);
      if (!render?.drawsPage(url)) return undefined;
      const document = splitDocument(readFileSync(documentFile, 'utf8'));
      if (!document) return undefined;
      return (async function* parts() {
        yield document.early;
        // The render asks the API in this process, on this thread: started at once, it ran before the head was
        // written, and the browser asked for the stylesheet 20-30 ms later (large profile, the grading view).
        await nextTurn();
        const drawn = await draw(c, render, url);
        yield drawn ? document.drawn(drawn) : document.undrawn;
      })();
    } catch (error) {
      source.onError?.(error);
      return undefined;
    }
  };
}
