/**
 * A page's code is a separate file (a lazy route chunk). After a redeploy the old
 * file names are gone, and a flaky network can drop one download: either way the
 * import fails, and only a full reload (which fetches the new index) can recover,
 * since the browser remembers a failed module import.
 */

const failedImports = new WeakSet<object>();

/**
 * Vite's preload helper fires `vite:preloadError` for every failed chunk or
 * preload before rethrowing the error, whatever the browser calls it.
 */
export function trackChunkLoadErrors(target: Window): void {
  target.addEventListener('vite:preloadError', (event) => {
    failedImports.add(event.payload);
  });
}

// What browsers say when a dynamic import() fails, for chunks Vite's helper did not wrap.
const IMPORT_FAILED = /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  return failedImports.has(error) || (error instanceof Error && IMPORT_FAILED.test(error.message));
}
