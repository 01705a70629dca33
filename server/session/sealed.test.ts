import { describe, expect, it } from 'vitest';
import { randomSealKey, seal, sealKeyFrom, unseal } from './sealed';

describe('sealed values', () => {
  const key = sealKeyFrom('a secret shared by every instance');

  it('open with the same key and purpose, on any instance holding the secret', () => {
    const sealed = seal(key, 'session', { token: 't-1' }, 60);
    expect(unseal(sealKeyFrom('a secret shared by every instance'), 'session', sealed)).toEqual({ token: 't-1' });
    expect(sealed).not.toContain('t-1');
  });

  it('do not open for another purpose, another key, after expiry, or once changed', () => {
    const now = Date.now();
    const sealed = seal(key, 'session', { token: 't-1' }, 60, now);
    expect(unseal(key, 'upload', sealed, now)).toBeUndefined();
    expect(unseal(randomSealKey(), 'session', sealed, now)).toBeUndefined();
    expect(unseal(key, 'session', sealed, now + 61_000)).toBeUndefined();
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[14] = (bytes[14] ?? 0) ^ 1;
    expect(unseal(key, 'session', bytes.toString('base64url'), now)).toBeUndefined();
    expect(unseal(key, 'session', 'not-base64-at-all!', now)).toBeUndefined();
  });
});
