import type { Hono } from 'hono';
import type { ServerEnv } from '../env';
import { randomSealKey, sealKeyFrom } from '../session/sealed';
import type { CreateServer } from './fast-path';
import { createProxy } from './proxy-app';

/** The proxy app (and its server, fast-path.ts) as the environment configures it, with what to warn about at start. */
export function proxyFromEnv(
  env: ServerEnv & { canvasUrl: string },
  onUnexpectedError: (error: unknown) => void,
): { app: Hono; createServer: CreateServer; warnings: string[] } {
  const warnings: string[] = [];
  if (!env.sessionSecret) {
    warnings.push(
      'WARNING: LECTERN_SESSION_SECRET is not set: sessions are sealed with a random key and end when Lectern restarts,',
      'and several instances behind one address must share the secret or users are signed out between them.',
    );
  }
  if (new URL(env.canvasUrl).protocol === 'http:') {
    warnings.push(`WARNING: CANVAS_URL ${env.canvasUrl} is plain http: tokens cross the network in clear text.`);
  }
  const { app, createServer } = createProxy({
    canvasUrl: env.canvasUrl,
    oauth: env.canvasOAuth,
    fileOrigins: env.fileOrigins,
    sessionKey: env.sessionSecret ? sealKeyFrom(env.sessionSecret) : randomSealKey(),
    trustProxy: env.trustProxy,
    distDir: env.serveSpa ? env.distDir : undefined,
    onUnexpectedError,
  });
  return { app, createServer, warnings };
}
