import { describe, expect, it } from 'vitest';
import { contentDisposition, isInlineSafe, parseRange } from './file-response';

describe('parseRange', () => {
  it('reads one bytes range, open-ended and suffix forms included', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=95-200', 100)).toEqual({ start: 95, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
  });

  it('serves the whole file for no or unsupported ranges, and refuses unsatisfiable ones', () => {
    expect(parseRange(undefined, 100)).toBeUndefined();
    expect(parseRange('bytes=0-1,5-6', 100)).toBeUndefined();
    expect(parseRange('items=0-1', 100)).toBeUndefined();
    expect(parseRange('bytes=100-', 100)).toBeNull();
    expect(parseRange('bytes=5-2', 100)).toBeNull();
    expect(parseRange('bytes=-0', 100)).toBeNull();
  });
});

describe('content disposition', () => {
  it('is inline only for types a browser shows without running anything', () => {
    expect(['image/png', 'application/pdf', 'text/plain', 'audio/ogg', 'video/mp4'].every(isInlineSafe)).toBe(true);
    expect(['image/svg+xml', 'text/html', 'application/xhtml+xml', 'text/xml', 'application/javascript'].some(isInlineSafe)).toBe(false);
  });

  it('quotes an ASCII fallback and encodes the exact name', () => {
    expect(contentDisposition({ display_name: 'a "b".html', content_type: 'text/html' })).toBe(
      `attachment; filename="a _b_.html"; filename*=UTF-8''a%20%22b%22.html`,
    );
  });
});
