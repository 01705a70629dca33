/** The pages a text or URL entry becomes in the zip: opened from the grader's disk, never served by Lectern. */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);

const page = (title: string, head: string, body: string) =>
  `<!doctype html>\n<html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>${head}</head>\n<body>\n${body}\n</body></html>\n`;

/** The student's rich text as they submitted it (it was sanitized when stored). */
export function textEntryPage(title: string, body: string): Uint8Array {
  return new TextEncoder().encode(page(title, '', body));
}

/**
 * A link to the submitted URL that opens it (Canvas's redirect page); only an http(s) URL becomes a link or a
 * redirect, anything else is shown as text.
 */
export function urlEntryPage(title: string, url: string): Uint8Array {
  const web = /^https?:\/\//i.test(url);
  const shown = escapeHtml(url);
  const head = web ? `<meta http-equiv="refresh" content="0; url=${shown}">` : '';
  return new TextEncoder().encode(page(title, head, web ? `<p><a href="${shown}">${shown}</a></p>` : `<p>${shown}</p>`));
}
