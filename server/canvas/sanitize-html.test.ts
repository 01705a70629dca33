import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml (the one rich-text policy)', () => {
  it.each([
    ['scripts and their text', '<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
    ['style elements and inline styles', '<style>p{}</style><p style="color:red">x</p>', '<p>x</p>'],
    ['event handlers', '<div class="box" onmouseover="x()">y</div>', '<div class="box">y</div>'],
    ['javascript: links', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['obfuscated javascript: links', '<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['data: links', '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['data: images', '<p><img src="data:image/png;base64,AAAA">t</p>', '<p>t</p>'],
    ['iframes, objects and forms', '<iframe src="https://e.x"></iframe><object></object><form><input></form>ok', 'ok'],
    ['svg', '<svg onload="alert(1)"><circle /></svg>ok', 'ok'],
  ])('removes %s', (_label, input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });

  it('keeps the rich-text allow-list', () => {
    const html =
      '<h2>Week 1</h2><p><strong>Read</strong> <em>this</em> <u>now</u> <s>not</s></p><ul><li>one</li></ul><ol start="3"><li>three</li></ol>' +
      '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>' +
      '<blockquote>q</blockquote><pre><code class="language-js">x()</code></pre><span class="hl">s</span>' +
      '<a href="https://example.edu/x" title="X">link</a><img src="https://example.edu/i.png" alt="i" width="10" height="20" />';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('adds rel=noopener to links that open a new window', () => {
    expect(sanitizeHtml('<a href="https://e.x" target="_blank">x</a>')).toBe(
      '<a href="https://e.x" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('makes root-relative links absolute only when given an origin', () => {
    expect(sanitizeHtml('<a href="/courses/1/assignments/2">a</a>')).toBe('<a href="/courses/1/assignments/2">a</a>');
    expect(sanitizeHtml('<a href="/courses/1/assignments/2">a</a>', { origin: 'https://c.test' })).toBe(
      '<a href="https://c.test/courses/1/assignments/2" data-api-endpoint="https://c.test/api/v1/courses/1/assignments/2" ' +
        'data-api-returntype="Assignment">a</a>',
    );
    expect(sanitizeHtml('<a href="//other.test/x">a</a>', { origin: 'https://c.test' })).toBe('<a href="//other.test/x">a</a>');
  });
});
