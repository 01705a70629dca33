/**
 * A post-sign-in destination inside the app, or `fallback`. Browsers drop tabs and newlines from a URL, so
 * "/\t/evil.example" becomes "//evil.example", another host: anything holding a control character or whitespace
 * is refused outright, and what is left must resolve, against the app's origin, to that same origin. The app has
 * its own copy (src/lib/safe-redirect.ts, the server cannot import src/); both pass safe-redirect.cases.ts.
 */
export function safeRedirectPath(value: string | null | undefined, fallback: string, origin: string): string {
  if (!value || /[\p{Cc}\p{Z}\s]/u.test(value)) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  const url = URL.canParse(value, origin) ? new URL(value, origin) : undefined;
  if (url?.origin !== new URL(origin).origin) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
