import { createHash } from 'node:crypto';

/**
 * Canvas regenerates the access token in place on a refresh, so the old one stops working at once. A page load
 * sends several requests together; each finding the token near expiry would refresh in turn, each invalidating the
 * token the one before got, and the browser would keep whichever cookie came back last. Within one instance,
 * requests carrying the same refresh token therefore share one refresh, and its answer for a short while after.
 */
const REUSE_MS = 30_000;

type Entry<T> = { answer: Promise<T>; until: number };

export function sharedRefresh<T>() {
  // An answer of undefined means Canvas could not be asked: the next request tries again.
  const entries = new Map<string, Entry<T>>();
  return (refreshToken: string, refresh: () => Promise<T>): Promise<T> => {
    // Real time (decision 0083): the reuse window is about requests arriving together, and proxy mode has no testing clock.
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.until < now) entries.delete(key);
    // Hashed: the map must not become a list of live refresh tokens in a heap dump.
    const key = createHash('sha256').update(refreshToken).digest('base64url');
    const existing = entries.get(key);
    if (existing) return existing.answer;
    const answer = refresh();
    entries.set(key, { answer, until: now + REUSE_MS });
    void answer.then((value) => {
      if (value === undefined) entries.delete(key);
    });
    return answer;
  };
}
