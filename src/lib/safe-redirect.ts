/**
 * Only same-app paths are allowed as post-sign-in redirects: `//evil.test` or
 * `https://…` in `?redirect=` would otherwise make the sign-in page an open redirect.
 */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
