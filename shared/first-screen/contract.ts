/**
 * What the server's render of first screens (src/app/first-screen/server-entry.tsx, built into dist-ssr/) and the
 * server that loads it (server/resources/spa/first-screen.ts) agree on: types only, so neither imports the other.
 */

/**
 * Where the app's fetch client sends a request: an origin for relative paths, and the fetch that answers; with the
 * document request's cookies, for the preferences a browser keeps there (hidden student names).
 */
export type Transport = { origin: string; fetch: typeof fetch; cookie?: string };

/**
 * The page's `<title>` element (empty when it has none), the rendered markup for #root, and what goes after it:
 * the script holding the answers it was rendered from.
 */
export type FirstScreen = { title: string; root: string; afterRoot: string };

/**
 * The render's module. Renders run at once, so the server tells it, once, how a request finds its own render's
 * transport (an AsyncLocalStorage the server holds).
 */
export type FirstScreenEntry = {
  setTransportResolver: (resolver: () => Transport | undefined) => void;
  /** Whether `url` is a page the render draws, before anything is asked for it. */
  drawsPage: (url: URL) => boolean;
  renderFirstScreen: (url: URL) => Promise<FirstScreen | undefined>;
};
