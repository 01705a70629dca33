import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('readEnv', () => {
  it('reads LECTERN_DEFAULT_QUOTA_MB as whole megabytes, 50 when unset', () => {
    expect(readEnv({}).defaultQuotaMb).toBe(50);
    expect(readEnv({ LECTERN_DEFAULT_QUOTA_MB: '2048' }).defaultQuotaMb).toBe(2048);
    expect(() => readEnv({ LECTERN_DEFAULT_QUOTA_MB: '1.5' })).toThrow('LECTERN_DEFAULT_QUOTA_MB must be a whole number of megabytes');
    expect(() => readEnv({ LECTERN_DEFAULT_QUOTA_MB: 'lots' })).toThrow('LECTERN_DEFAULT_QUOTA_MB');
  });
});
