/**
 * The screen a virtualized list draws for before it has measured its own: on the server, which draws a page's
 * first screen with no screen to measure (docs/decisions/0093), a laptop's, so the first screen is filled; in the
 * browser, none, as it measures before the first paint. Set by the build (vite.config.ts).
 */
declare const __SERVER_SCREEN__: { width: number; height: number } | undefined;
