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

describe('proxy mode settings', () => {
  it('takes CANVAS_URL as an origin and refuses anything else', () => {
    expect(readEnv({}).canvasUrl).toBeUndefined();
    expect(readEnv({ CANVAS_URL: 'https://school.example.edu/' }).canvasUrl).toBe('https://school.example.edu');
    expect(() => readEnv({ CANVAS_URL: 'school.example.edu' })).toThrow('CANVAS_URL must be a URL');
    expect(() => readEnv({ CANVAS_URL: 'https://school.example.edu/api/v1' })).toThrow('without a path');
    expect(() => readEnv({ CANVAS_URL: 'ftp://school.example.edu' })).toThrow('http or https');
  });

  it('reads LECTERN_EXTENSIONS as on (the default) or off', () => {
    expect(readEnv({}).extensions).toBe(true);
    expect(readEnv({ LECTERN_EXTENSIONS: 'off' }).extensions).toBe(false);
    expect(readEnv({ LECTERN_EXTENSIONS: 'on' }).extensions).toBe(true);
    expect(() => readEnv({ LECTERN_EXTENSIONS: 'false' })).toThrow('LECTERN_EXTENSIONS must be on or off');
  });

  it('reads LECTERN_FILE_ORIGINS as a list of origins, refusing anything with a path', () => {
    expect(readEnv({}).fileOrigins).toEqual([]);
    expect(readEnv({ LECTERN_FILE_ORIGINS: 'https://files.school.example, http://10.0.0.5:9000' }).fileOrigins).toEqual([
      'https://files.school.example',
      'http://10.0.0.5:9000',
    ]);
    expect(() => readEnv({ LECTERN_FILE_ORIGINS: 'https://files.school.example/bucket' })).toThrow('LECTERN_FILE_ORIGINS');
    expect(() => readEnv({ LECTERN_FILE_ORIGINS: 'files.school.example' })).toThrow('LECTERN_FILE_ORIGINS');
  });

  it('needs the OAuth2 client id and secret together, and a session secret long enough not to be guessed', () => {
    expect(readEnv({ CANVAS_CLIENT_ID: '10', CANVAS_CLIENT_SECRET: 's' }).canvasOAuth).toEqual({ clientId: '10', clientSecret: 's' });
    expect(() => readEnv({ CANVAS_CLIENT_ID: '10' })).toThrow('go together');
    expect(() => readEnv({ LECTERN_SESSION_SECRET: 'short' })).toThrow('at least 32 characters');
    expect(readEnv({ LECTERN_RATE_LIMIT: '700' }).rateLimit).toBe(700);
    expect(() => readEnv({ LECTERN_RATE_LIMIT: '-1' })).toThrow('LECTERN_RATE_LIMIT');
  });
});

describe('worker processes', () => {
  it('runs one worker per core unless LECTERN_WORKERS says how many, and a health port only when asked', () => {
    expect(readEnv({}).workers).toBeGreaterThanOrEqual(1);
    expect(readEnv({ LECTERN_WORKERS: '1' }).workers).toBe(1);
    expect(readEnv({ LECTERN_WORKERS: '4' }).workers).toBe(4);
    expect(() => readEnv({ LECTERN_WORKERS: '0' })).toThrow('LECTERN_WORKERS must be a whole number from 1 to 64');
    expect(() => readEnv({ LECTERN_WORKERS: 'all' })).toThrow('LECTERN_WORKERS');
    expect(readEnv({}).healthPort).toBeUndefined();
    expect(readEnv({ LECTERN_HEALTH_PORT: '9000' }).healthPort).toBe(9000);
    expect(() => readEnv({ LECTERN_HEALTH_PORT: 'x' })).toThrow('LECTERN_HEALTH_PORT must be a port number');
  });
});

describe('testing mode settings', () => {
  it('is off unless LECTERN_TESTING=on, and then runs one process', () => {
    expect(readEnv({}).testing).toBe(false);
    expect(readEnv({ LECTERN_TESTING: 'off', LECTERN_WORKERS: '4' })).toMatchObject({ testing: false, workers: 4 });
    expect(readEnv({ LECTERN_TESTING: 'on' })).toMatchObject({ testing: true, workers: 1 });
    expect(readEnv({ LECTERN_TESTING: 'on', LECTERN_WORKERS: '1' })).toMatchObject({ testing: true, workers: 1 });
  });

  it('refuses a proxy or more than one process, where a reset, the clock and faults cannot work', () => {
    expect(() => readEnv({ LECTERN_TESTING: 'on', CANVAS_URL: 'https://school.example.edu' })).toThrow('unset CANVAS_URL or LECTERN_TESTING');
    expect(() => readEnv({ LECTERN_TESTING: 'on', LECTERN_WORKERS: '4' })).toThrow('LECTERN_TESTING=on runs one process');
    expect(() => readEnv({ LECTERN_TESTING: 'yes' })).toThrow('LECTERN_TESTING must be on or off');
  });
});
