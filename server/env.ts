import { resolve } from 'node:path';

export type SeedProfile = 'demo' | 'large' | 'none';

export type ServerEnv = {
  port: number;
  host: string;
  dataDir: string;
  seed: SeedProfile;
  /** The built SPA; false in `npm run dev`, where Vite serves the app. */
  serveSpa: boolean;
  distDir: string;
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

/** The only reader of process.env. */
export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  return {
    port: port(env.PORT),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? '.lectern-data'),
    seed: seedProfile(env.SEED),
    serveSpa: env.LECTERN_SERVE_SPA !== 'false',
    distDir: resolve(env.LECTERN_DIST_DIR ?? 'dist'),
  };
}
