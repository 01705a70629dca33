/**
 * The server's "now". Real time, unless testing mode has moved it (docs/testing-against-a-canvas.md). Time keeps
 * running from wherever a test puts it, so `created_at` still orders writes made one after another.
 *
 * One clock per process: `lectern-canvas` runs one process per isolated server.
 */
let offsetMs = 0;

/** Milliseconds since the epoch, as the server sees it. */
export const now = (): number => Date.now() + offsetMs;

export const nowDate = (): Date => new Date(now());

/** From here on, now reads `at` and runs on from there. */
export function setClock(at: Date): void {
  offsetMs = at.getTime() - Date.now();
}

export function advanceClock(seconds: number): void {
  offsetMs += seconds * 1000;
}

export function useRealTime(): void {
  offsetMs = 0;
}
