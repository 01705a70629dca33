import { describe, expect, it } from 'vitest';
import { readEnv } from './env';
import { listeningUrl, networkWarnings } from './network-warnings';

describe('listening address and the start-up warnings', () => {
  it('listens on loopback by default, with nothing to warn about', () => {
    const env = readEnv({});
    expect(env).toMatchObject({ host: '127.0.0.1', trustProxy: false, demoRemote: false });
    expect(networkWarnings(env)).toEqual([]);
  });

  it('warns when other machines can reach the server, and says the demo tokens stay local', () => {
    const warnings = networkWarnings(readEnv({ HOST: '0.0.0.0' }));
    expect(warnings[0]).toMatch(/^WARNING: listening on 0\.0\.0\.0/);
    expect(warnings.join(' ')).toContain('demo tokens and the demo sign-in work only from this machine');
  });

  it('shouts louder when the demo tokens are also allowed from elsewhere', () => {
    const warnings = networkWarnings(readEnv({ HOST: '0.0.0.0', LECTERN_DEMO_REMOTE: 'true' }));
    expect(warnings.some((line) => line.startsWith('DANGER: LECTERN_DEMO_REMOTE=true'))).toBe(true);
  });

  it('refuses a flag that is neither true nor false instead of guessing', () => {
    expect(() => readEnv({ LECTERN_TRUST_PROXY: 'yes' })).toThrow('LECTERN_TRUST_PROXY must be true or false');
  });

  it('prints a URL that reaches the server: localhost unless it listens on one particular address', () => {
    expect(listeningUrl('127.0.0.1', 3000)).toBe('http://localhost:3000');
    expect(listeningUrl('0.0.0.0', 3000)).toBe('http://localhost:3000');
    expect(listeningUrl('192.0.2.2', 3000)).toBe('http://192.0.2.2:3000');
    expect(listeningUrl('fd00::2', 3000)).toBe('http://[fd00::2]:3000');
  });
});
