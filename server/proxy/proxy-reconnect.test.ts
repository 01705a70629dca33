import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { proxyFor } from './proxy-test-servers';

describe('a kept-alive connection Canvas has dropped', () => {
  it('costs the caller nothing on a GET: it is asked again on a fresh connection', async () => {
    const served = new Map<Socket, number>();
    let requests = 0;
    // Each connection answers once and then hangs up on the next request, as a load balancer's idle timeout does.
    const canvas = createServer((req, res) => {
      requests++;
      const count = (served.get(req.socket) ?? 0) + 1;
      served.set(req.socket, count);
      if (count > 1) req.socket.destroy();
      else res.writeHead(200, { 'Content-Type': 'application/json', Connection: 'keep-alive' }).end('{"id":1}');
    }).listen(0, '127.0.0.1');
    await new Promise((resolve) => canvas.once('listening', resolve));
    try {
      const proxy = proxyFor(`http://127.0.0.1:${(canvas.address() as AddressInfo).port}`);
      const headers = { Authorization: 'Bearer t' };
      // Read whole, so its connection goes back to the pool and the next request reuses it.
      expect(await (await proxy.request('/api/v1/courses/1', { headers })).json()).toEqual({ id: 1 });
      const again = await proxy.request('/api/v1/courses/1', { headers });
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ id: 1 });
      expect(requests).toBe(3);
    } finally {
      canvas.closeAllConnections();
      await new Promise((resolve) => canvas.close(resolve));
    }
  });
});
