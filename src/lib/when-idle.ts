/**
 * Runs `callback` when the browser is next idle (requestIdleCallback, at most `timeoutMs` later), or after
 * `fallbackMs` where there is no requestIdleCallback (Safari). Answers a function that cancels it if it has not run.
 */
export function whenIdle(callback: () => void, { timeoutMs = 2_000, fallbackMs = 300 } = {}): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, fallbackMs);
  return () => window.clearTimeout(timer);
}
