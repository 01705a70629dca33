import { spawn } from 'node:child_process';

/**
 * Starts Lectern in proxy mode in front of the "school Canvas" (an embedded server with the demo data), after
 * registering Lectern there as an OAuth2 developer key, the way a Canvas administrator would. Run by Playwright
 * as a web server; SCHOOL_URL and PORT come from playwright.config.ts.
 */

const schoolUrl = required('SCHOOL_URL');
const port = required('PORT');
const adminToken = 'demo-admin';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

async function waitForSchool(): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const ok = await fetch(`${schoolUrl}/healthz`).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The school Canvas at ${schoolUrl} did not start`);
}

async function registerDeveloperKey(): Promise<{ id: string; secret: string }> {
  const response = await fetch(`${schoolUrl}/api/v1/accounts/1/developer_keys`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      developer_key: { name: 'Lectern (e2e)', redirect_uris: `http://127.0.0.1:${port}/lectern/oauth/callback` },
    }),
  });
  const body = (await response.json()) as { id?: number | string; api_key?: string };
  if (!response.ok || body.id === undefined || !body.api_key) {
    throw new Error(`Creating the developer key failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return { id: String(body.id), secret: body.api_key };
}

await waitForSchool();
const key = await registerDeveloperKey();
const proxy = spawn(process.execPath, ['dist-server/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    CANVAS_URL: schoolUrl,
    CANVAS_CLIENT_ID: key.id,
    CANVAS_CLIENT_SECRET: key.secret,
    LECTERN_SESSION_SECRET: 'e2e-proxy-session-secret-0123456789abcdef',
    LECTERN_SERVE_SPA: 'true',
  },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => proxy.kill(signal));
proxy.on('exit', (code) => process.exit(code ?? 0));
