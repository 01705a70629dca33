import { describe, expect, it } from 'vitest';
import { isAllowedImageUrl, isAllowedLinkUrl } from './link-url';

describe('isAllowedLinkUrl', () => {
  it.each(['https://example.org/a?b=1', 'http://example.org', 'mailto:ada@example.org', '/courses/1/files/2', '#notes', 'notes.html', 'HTTPS://EXAMPLE.ORG'])(
    'accepts %s',
    (url) => {
      expect(isAllowedLinkUrl(url)).toBe(true);
    },
  );

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', 'ftp://example.org', 'tel:123', '', '   ', '//evil.example', 'https://a b'])(
    'refuses %j',
    (url) => {
      expect(isAllowedLinkUrl(url)).toBe(false);
    },
  );
});

describe('isAllowedImageUrl', () => {
  it('accepts web and relative images but not e-mail addresses', () => {
    expect(isAllowedImageUrl('https://example.org/cell.png')).toBe(true);
    expect(isAllowedImageUrl('/courses/1/files/2/preview')).toBe(true);
    expect(isAllowedImageUrl('mailto:ada@example.org')).toBe(false);
    expect(isAllowedImageUrl('data:image/png;base64,AAAA')).toBe(false);
  });
});
