import { describe, expect, it } from 'vitest';
import { acceptedEncodings } from './accept-encoding';

describe('the encodings Accept-Encoding allows, best first', () => {
  it('prefers brotli, and falls back to gzip when brotli is refused or not named', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip, br;q=0')).toEqual(['gzip']);
    expect(acceptedEncodings('gzip;q=0.5')).toEqual(['gzip']);
  });

  it('lets * stand for the codings not named, and a q=0 or unreadable q refuse one', () => {
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip;q=0, *')).toEqual(['br']);
    expect(acceptedEncodings('br;q=abc, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('*;q=0')).toEqual([]);
  });

  it('allows none without a header, or with only identity', () => {
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings('')).toEqual([]);
    expect(acceptedEncodings('identity')).toEqual([]);
  });
});
