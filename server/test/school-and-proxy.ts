import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../app';
import { openDatabase } from '../db/open';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts';
import { seedDemo } from '../db/seed/seed';
import { createProxyApp } from '../proxy/proxy-app';
import { randomSealKey } from '../session/sealed';

/**
 * The proxy e2e project's one web server (playwright.proxy.config.ts): "the school's Canvas" (the embedded server over fresh demo data, on a
 * port of its own choosing) and, on E2E_PORT, Lectern in proxy mode in front of it with a developer key that the
 * school's admin registered for Lectern's callback. Both stop on SIGTERM and the temporary data goes.
 */
async function main(): Promise<void> {
  const port = Number(process.env.E2E_PORT ?? 3108);
  const dataDir = mkdtempSync(join(tmpdir(), 'lectern-e2e-school-'));
  const db = openDatabase(join(dataDir, 'lectern.sqlite'));
  seedDemo(db, { dataDir });
  const school = createApp({ db, dataDir, demoAccounts: [...DEMO_ACCOUNTS], distDir: resolve('dist') });
  const schoolServer = serve({ fetch: school.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise<void>((done) => schoolServer.once('listening', () => done()));
  const canvasUrl = `http://127.0.0.1:${(schoolServer.address() as AddressInfo).port}`;

  const created = await fetch(`${canvasUrl}/api/v1/accounts/1/developer_keys`, {
    method: 'POST',
    headers: { Authorization: 'Bearer demo-admin', 'Content-Type': 'application/json' },
    body: JSON.stringify({ developer_key: { name: 'Lectern', redirect_uris: `http://127.0.0.1:${port}/lectern/oauth/callback` } }),
  });
  if (!created.ok) throw new Error(`developer key not created: ${created.status} ${await created.text()}`);
  const key = (await created.json()) as { id: number; api_key: string };

  const proxy = createProxyApp({
    canvasUrl,
    oauth: { clientId: String(key.id), clientSecret: key.api_key },
    sessionKey: randomSealKey(),
    distDir: resolve('dist'),
    onUnexpectedError: (error) => console.error(error),
  });
  const proxyServer = serve({ fetch: proxy.fetch, port, hostname: '127.0.0.1' }) as Server;
  console.log(`School Canvas at ${canvasUrl}; Lectern (proxy mode) at http://127.0.0.1:${port}`);

  const stop = () => {
    proxyServer.closeAllConnections();
    schoolServer.closeAllConnections();
    proxyServer.close();
    schoolServer.close(() => {
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

void main();
