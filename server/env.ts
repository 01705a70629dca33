import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { DEFAULT_QUOTA_MB } from './resources/files/quota';

type SeedProfile = 'demo' | 'large' | 'none';

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
  /** Proxy mode: the school's Canvas (CANVAS_URL, an origin). Unset, the embedded server answers the API itself. */
  canvasUrl?: string;
  /** Proxy mode: origins besides Canvas's that downloads and uploads may reach on a private network (LECTERN_FILE_ORIGINS). */
  fileOrigins: string[];
  /** OAuth2 with that Canvas: the developer key's id and secret (CANVAS_CLIENT_ID, CANVAS_CLIENT_SECRET). */
  canvasOAuth?: { clientId: string; clientSecret: string };
  /** Seals session cookies (LECTERN_SESSION_SECRET); every instance behind one address needs the same value. */
  sessionSecret?: string;
  /** The embedded server's opt-in rate limiter: the bucket size (LECTERN_RATE_LIMIT); unset, nothing is throttled. */
  rateLimit?: number;
  /** Embedded server processes sharing the database (LECTERN_WORKERS); 1 serves from this process alone. */
  workers: number;
  /** The primary's own health port (LECTERN_HEALTH_PORT): answers even while every worker is busy. */
  healthPort?: number;
  /** Lectern's API extensions (LECTERN_EXTENSIONS=on|off, on by default); off plays a Canvas without them. */
  extensions: boolean;
  /** Testing mode (LECTERN_TESTING=on|off, off by default; `lectern-canvas` turns it on): /lectern/testing/*. */
  testing: boolean;
};

function seedProfile(value: string | undefined): SeedProfile {
  if (value === undefined || value === '') return 'demo';
  if (value === 'demo' || value === 'large' || value === 'none') return value;
  throw new Error(`SEED must be demo, large or none (got "${value}")`);
}

function port(value: string | undefined, name = 'PORT'): number {
  const n = Number(value ?? 3000);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} must be a port number (got "${value}")`);
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

function onOff(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`${name} must be on or off (got "${value}")`);
}

function canvasUrl(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`CANVAS_URL must be a URL such as https://school.instructure.com (got "${value}")`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`CANVAS_URL must be http or https (got "${value}")`);
  if (url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new Error(`CANVAS_URL must be the Canvas origin alone, without a path (got "${value}")`);
  }
  return url.origin;
}

/** A comma-separated list of origins (scheme, host and port only). */
function fileOrigins(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return [];
  return value.split(',').map((entry) => {
    const url = URL.canParse(entry.trim()) ? new URL(entry.trim()) : undefined;
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || `${url.origin}/` !== url.href) {
      throw new Error(`LECTERN_FILE_ORIGINS must list origins such as https://files.school.example (got "${entry}")`);
    }
    return url.origin;
  });
}

function canvasOAuth(env: NodeJS.ProcessEnv): ServerEnv['canvasOAuth'] {
  const clientId = env.CANVAS_CLIENT_ID ?? '';
  const clientSecret = env.CANVAS_CLIENT_SECRET ?? '';
  if (clientId === '' && clientSecret === '') return undefined;
  if (clientId === '' || clientSecret === '') throw new Error('CANVAS_CLIENT_ID and CANVAS_CLIENT_SECRET go together');
  return { clientId, clientSecret };
}

/** Short secrets can be guessed offline from one cookie; 32 characters is what `openssl rand -hex 16` prints. */
function sessionSecret(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length < 32) throw new Error('LECTERN_SESSION_SECRET must be at least 32 characters');
  return value;
}

function positiveNumber(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number (got "${value}")`);
  return n;
}

function workers(value: string | undefined): number {
  if (value === undefined || value === '') return availableParallelism();
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new Error(`LECTERN_WORKERS must be a whole number from 1 to 64 (got "${value}")`);
  return n;
}

/**
 * Testing mode's clock and fault rules live in one process, and its reset restores the embedded server's data: it
 * runs one embedded process (LECTERN_WORKERS unset means 1), and refuses a proxy or more workers outright.
 */
function testingMode(env: NodeJS.ProcessEnv): boolean {
  const testing = env.LECTERN_TESTING === undefined || env.LECTERN_TESTING === '' ? false : onOff('LECTERN_TESTING', env.LECTERN_TESTING);
  if (!testing) return false;
  if (env.CANVAS_URL) throw new Error('LECTERN_TESTING=on needs the embedded server: unset CANVAS_URL or LECTERN_TESTING');
  if (env.LECTERN_WORKERS && env.LECTERN_WORKERS !== '1') {
    throw new Error(`LECTERN_TESTING=on runs one process: its clock and faults live there (got LECTERN_WORKERS=${env.LECTERN_WORKERS})`);
  }
  return true;
}

/** The only reader of process.env. */
export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const testing = testingMode(env);
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
    canvasUrl: canvasUrl(env.CANVAS_URL),
    canvasOAuth: canvasOAuth(env),
    fileOrigins: fileOrigins(env.LECTERN_FILE_ORIGINS),
    sessionSecret: sessionSecret(env.LECTERN_SESSION_SECRET),
    rateLimit: positiveNumber('LECTERN_RATE_LIMIT', env.LECTERN_RATE_LIMIT),
    workers: testing ? 1 : workers(env.LECTERN_WORKERS),
    healthPort: env.LECTERN_HEALTH_PORT ? port(env.LECTERN_HEALTH_PORT, 'LECTERN_HEALTH_PORT') : undefined,
    extensions: onOff('LECTERN_EXTENSIONS', env.LECTERN_EXTENSIONS),
    testing,
  };
}
