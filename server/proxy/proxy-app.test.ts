import { describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { proxyFor } from './proxy-test-servers';
import { proxyFromEnv } from './proxy-from-env';

describe('the proxy app itself', () => {
  const proxy = proxyFor('https://school.example.edu', { oauth: { clientId: '1', clientSecret: 's' } });

  it('answers /healthz with the same secure headers as the embedded app', async () => {
    const response = await proxy.request('/healthz');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('offers Sign in with Canvas for the configured host and no demo accounts', async () => {
    const response = await proxy.request('/lectern/sign-in-options');
    expect(await response.json()).toEqual({ demo_accounts: [], oauth: { host: 'school.example.edu' } });
  });

  it('forwards /api/v1 only; anything else is a Canvas-shaped 404 answered here', async () => {
    const response = await proxy.request('/api/v2/courses');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errors: [{ message: 'The specified resource does not exist.' }] });
  });

  it('warns at start when sessions would end on restart or cross the network in clear text', () => {
    const env = readEnv({ CANVAS_URL: 'http://canvas.internal' });
    const { warnings } = proxyFromEnv({ ...env, canvasUrl: env.canvasUrl ?? '' }, () => undefined);
    expect(warnings.join(' ')).toContain('LECTERN_SESSION_SECRET is not set');
    expect(warnings.join(' ')).toContain('plain http');
    const configured = readEnv({ CANVAS_URL: 'https://canvas.school.edu', LECTERN_SESSION_SECRET: 'x'.repeat(32) });
    expect(proxyFromEnv({ ...configured, canvasUrl: configured.canvasUrl ?? '' }, () => undefined).warnings).toEqual([]);
  });
});
