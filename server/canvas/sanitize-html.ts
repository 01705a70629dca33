import { createRequire } from 'node:module';
import type sanitizeLibrary from 'sanitize-html';

/*
 * sanitize-html and its parsers are about half a megabyte of code that only writes of rich text use: required on
 * the first such write rather than at start, and outside the compiled bundle (scripts/build-server.mjs).
 */
let sanitize: typeof sanitizeLibrary | undefined;
const sanitizer = (): typeof sanitizeLibrary => (sanitize ??= createRequire(import.meta.url)('sanitize-html') as typeof sanitizeLibrary);

/**
 * The one rich-text policy of the server: syllabus bodies are cleaned with it on write and
 * preview_html returns what it produces (docs/canvas-contract.md §2.15). Deliberately stricter than Canvas's
 * allow-list: no iframes, no inline styles, no data: URLs anywhere.
 */

const TEXT_TAGS = [
  'p', 'br', 'hr', 'span', 'div', 'blockquote', 'pre', 'code', 'kbd', 'samp', 'abbr', 'cite', 'q', 'small', 'mark',
];
const INLINE_TAGS = ['strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'ins', 'sub', 'sup'];
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const LISTS = ['ul', 'ol', 'li', 'dl', 'dt', 'dd'];
const TABLES = ['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];
const MEDIA = ['a', 'img', 'figure', 'figcaption'];

/** Course objects whose links Canvas decorates with the API URL a client can fetch instead. */
const API_LINKS: { pattern: RegExp; returnType: string; apiPath: (m: RegExpExecArray) => string }[] = [
  {
    pattern: /^\/courses\/(\d+)\/files\/(\d+)/,
    returnType: 'File',
    apiPath: (m) => `/api/v1/courses/${m[1]}/files/${m[2]}`,
  },
  {
    pattern: /^\/courses\/(\d+)\/assignments\/(\d+)$/,
    returnType: 'Assignment',
    apiPath: (m) => `/api/v1/courses/${m[1]}/assignments/${m[2]}`,
  },
];

export type SanitizeOptions = {
  /** When given, root-relative links and images (`/courses/1/files/2`) become absolute URLs of this origin. */
  origin?: string;
};

const isRootRelative = (url: string) => url.startsWith('/') && !url.startsWith('//');

function linkAttributes(attribs: Record<string, string>, origin: string | undefined): Record<string, string> {
  const result = { ...attribs };
  const href = result.href;
  if (href && origin && isRootRelative(href)) {
    result.href = `${origin}${href}`;
    for (const link of API_LINKS) {
      const match = link.pattern.exec(href);
      if (!match) continue;
      result['data-api-endpoint'] = `${origin}${link.apiPath(match)}`;
      result['data-api-returntype'] = link.returnType;
      break;
    }
  }
  // A link that opens a new window must not hand it a handle on this page.
  if (result.target === '_blank') result.rel = 'noopener noreferrer';
  return result;
}

function policy(options: SanitizeOptions): sanitizeLibrary.IOptions {
  const { origin } = options;
  return {
    allowedTags: [...TEXT_TAGS, ...INLINE_TAGS, ...HEADINGS, ...LISTS, ...TABLES, ...MEDIA],
    allowedAttributes: {
      '*': ['title', 'lang', 'dir'],
      a: ['href', 'target', 'rel', 'data-api-endpoint', 'data-api-returntype'],
      img: ['src', 'alt', 'width', 'height'],
      span: ['class'],
      div: ['class'],
      pre: ['class'],
      code: ['class'],
      ol: ['start', 'type', 'reversed'],
      li: ['value'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      col: ['span'],
      colgroup: ['span'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: true,
    disallowedTagsMode: 'discard',
    // An image whose source was removed (data:, javascript:) would only leave an empty <img>.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: linkAttributes(attribs, origin) }),
      img: (tagName, attribs) => {
        const src = attribs.src;
        return {
          tagName,
          attribs: src && origin && isRootRelative(src) ? { ...attribs, src: `${origin}${src}` } : attribs,
        };
      },
    },
  };
}

/** Cleans user HTML: scripts, styles, event handlers, javascript: and data: URLs are removed. */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  return sanitizer()(html, policy(options));
}
