/**
 * The access token lives in sessionStorage so it dies with the tab: an admin
 * console should not leave a bearer token lying around in localStorage.
 */

const STORAGE_KEY = 'lectern.token';

function storage(): Storage | undefined {
  // Guarded so this module can be imported in node tests and private modes that throw.
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function getSessionToken(): string | null {
  return storage()?.getItem(STORAGE_KEY) ?? null;
}

export function setSessionToken(token: string): void {
  storage()?.setItem(STORAGE_KEY, token);
}

export function clearSessionToken(): void {
  storage()?.removeItem(STORAGE_KEY);
}
