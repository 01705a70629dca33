import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createTestApp } from './test/test-app';
import { listen, rawRequest, type LiveServer } from './test/live-server';
import { standardWorld } from './test/test-data';

describe('the server over real HTTP', () => {
  const testApp = createTestApp();
  standardWorld(testApp.data);
  const unexpected: unknown[] = [];
  let server: LiveServer;
  beforeAll(async () => {
    server = await listen(createApp({ db: testApp.db, dataDir: '/tmp', onUnexpectedError: (e) => unexpected.push(e) }));
  });
  afterAll(() => server.close());

  it('answers HEAD /healthz with 200, as a load balancer probing with HEAD expects', async () => {
    const response = await rawRequest(server, 'HEAD', '/healthz');
    expect(response.status).toBe(200);
    const get = await rawRequest(server, 'GET', '/healthz');
    expect(get).toMatchObject({ status: 200, body: 'ok' });
  });

  it('finds a token in a small multipart body, as Canvas accepts it in a form', async () => {
    const form = new FormData();
    form.set('access_token', 'teacher-token');
    const response = await fetch(`http://${server.host}:${server.port}/api/v1/courses/999999/reset_content`, {
      method: 'POST',
      body: form,
    });
    // Authenticated by the form field: the unknown course is a 404, not a 401.
    expect(response.status).toBe(404);
  });

  it('treats a client that goes away mid-body as the client’s doing, not an unexpected server error', async () => {
    await new Promise<void>((resolve) => {
      const socket = connect(server.port, server.host, () => {
        socket.write(
          'POST /api/v1/courses/1/reset_content HTTP/1.1\r\nHost: lectern.test\r\nAuthorization: Bearer teacher-token\r\n' +
            'Content-Type: application/json\r\nContent-Length: 1000000\r\n\r\n{"course":',
        );
        setTimeout(() => socket.destroy(), 50);
      });
      socket.on('close', () => resolve());
    });
    // The server notices asynchronously; a later request on a new connection runs after it has.
    await rawRequest(server, 'GET', '/healthz');
    await rawRequest(server, 'GET', '/healthz');
    expect(unexpected).toEqual([]);
  });
});
