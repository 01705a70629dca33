import { resolve } from 'node:path';
import { DEFAULT_QUOTA_MB } from './resources/files/quota';

export type SeedProfile = 'demo' | 'large' | 'none';

export type ServerEnv = {
  port: number;
  host: string;
  dataDir: string;
  seed: SeedProfile;
  /** The built SPA; false in `npm run dev`, where Vite serves the app. */
  serveSpa: boolean;
  distDir: string;
  /** Honour X-Forwarded-Proto/Host: only true when a proxy in front of Lectern sets (and overwrites) them. */
  trustProxy: boolean;
  /** Accept the published demo tokens from other machines too; off, they work only from loopback. */
  demoRemote: boolean;
  /** The storage quota of owners without their own (users), in MB: LECTERN_DEFAULT_QUOTA_MB, 50 by default. */
  defaultQuotaMb: number;
};

function seedProfile(value: string | undefined): SeedProfile {
  if (value === undefined || value === '') return 'demo';
  if (value === 'demo' || value === 'large' || value === 'none') return value;
  throw new Error(`SEED must be demo, large or none (got "${value}")`);
}

function port(value: string | undefined): number {
  const n = Number(value ?? 3000);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`PORT must be a port number (got "${value}")`);
  return n;
}

function megabytes(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number of megabytes (got "${value}")`);
  return n;
}

function flag(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw new Error(`${name} must be true or false (got "${value}")`);
}

/** The only reader of process.env. */
export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  return {
    port: port(env.PORT),
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? '.lectern-data'),
    seed: seedProfile(env.SEED),
    serveSpa: env.LECTERN_SERVE_SPA !== 'false',
    distDir: resolve(env.LECTERN_DIST_DIR ?? 'dist'),
    trustProxy: flag('LECTERN_TRUST_PROXY', env.LECTERN_TRUST_PROXY),
    demoRemote: flag('LECTERN_DEMO_REMOTE', env.LECTERN_DEMO_REMOTE),
    defaultQuotaMb: megabytes('LECTERN_DEFAULT_QUOTA_MB', env.LECTERN_DEFAULT_QUOTA_MB, DEFAULT_QUOTA_MB),
  };
}
