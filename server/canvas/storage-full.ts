/** The codes of a write refused for lack of room: a full disk, the user's disk quota, a full SQLite database. */
const FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL']);

/** Whether the error (or one it wraps) says storage is full: the client's request was fine, the server is out of room. */
export function isStorageFull(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    const { code } = current as Error & { code?: unknown };
    if (typeof code === 'string' && FULL_CODES.has(code)) return true;
    current = current.cause;
  }
  return false;
}
