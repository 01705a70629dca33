import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Server HTML (syllabus, announcements, previews) is sanitized AGAIN in the browser: a server that
 * is not Canvas, or a Canvas bug, must not be able to run script in an admin's session.
 */
function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

/**
 * Moves headings down a level or more so embedded content (a syllabus with its own h1) sits under
 * the page's outline instead of competing with the page title. Works on an inert parsed copy.
 */
function nestHeadings(html: string, below: number): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const headings = [...parsed.body.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  // The content's top level becomes the one just below the page's, keeping its inner steps.
  const top = Math.min(...headings.map((heading) => Number(heading.tagName[1])));
  const shift = below + 1 - top;
  for (const heading of headings) {
    const level = Math.min(6, Math.max(below + 1, Number(heading.tagName[1]) + shift));
    const replacement = parsed.createElement(`h${level}`);
    for (const attribute of heading.attributes) replacement.setAttribute(attribute.name, attribute.value);
    replacement.append(...heading.childNodes);
    heading.replaceWith(replacement);
  }
  return parsed.body.innerHTML;
}

/** Plain text of untrusted HTML, for one-line excerpts. */
export function htmlToText(html: string): string {
  // DOMParser documents are inert: nothing loads, nothing runs.
  const parsed = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  return parsed.body.textContent.replace(/\s+/g, ' ').trim();
}

export interface SafeHtmlProps {
  html: string;
  className?: string;
  /** The heading level the content sits under (2 inside a card titled with an h2): its h1 becomes an h3. */
  headingLevel?: number;
}

export function SafeHtml({ html, className, headingLevel }: SafeHtmlProps) {
  const clean = useMemo(() => {
    // DOMPurify needs a DOM: the server's drawing of a page (docs/decisions/0093) leaves the place empty.
    if (!DOMPurify.isSupported) return '';
    const sanitized = sanitizeHtml(html);
    return headingLevel ? nestHeadings(sanitized, headingLevel) : sanitized;
  }, [html, headingLevel]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
