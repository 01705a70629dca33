/**
 * The links the editor accepts: web (http, https), e-mail (mailto) and relative links within the LMS
 * (`/courses/1/files/2`, `#top`, `page.html`). Anything else, javascript: and data: above all, is refused
 * in the link dialog before the server would strip it on save.
 */
const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:']);
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

export function isAllowedLinkUrl(url: string): boolean {
  const trimmed = url.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return false;
  const scheme = SCHEME.exec(trimmed);
  if (scheme) return ALLOWED_SCHEMES.has(scheme[0].toLowerCase());
  // Protocol-relative URLs (//host/x) point off-site without saying how; ask for the scheme.
  return !trimmed.startsWith('//');
}

/** Images load from the web only (the server's allow-list: http and https, or relative to the LMS). */
export function isAllowedImageUrl(url: string): boolean {
  const trimmed = url.trim();
  if (!isAllowedLinkUrl(trimmed)) return false;
  return !/^mailto:/i.test(trimmed);
}
