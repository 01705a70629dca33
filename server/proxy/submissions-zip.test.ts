import { describe, expect, it } from 'vitest';
import { proxyFor, startRecorder } from './proxy-test-servers';

describe('download all submissions through the proxy', () => {
  it("sends the browser to Canvas's own zip page, with nothing forwarded and no credentials in the URL", async () => {
    const canvas = await startRecorder();
    try {
      const path = '/courses/5/assignments/9/submissions?zip=1';
      for (const method of ['GET', 'HEAD']) {
        const response = await proxyFor(canvas.url).request(path, { method, headers: { Authorization: 'Bearer t' } });
        expect([method, response.status, response.headers.get('location')]).toEqual([method, 302, `${canvas.url}${path}`]);
      }
      expect(canvas.requests).toEqual([]);
    } finally {
      await canvas.close();
    }
  });

  it('leaves the path without zip to the app', async () => {
    const canvas = await startRecorder();
    try {
      const response = await proxyFor(canvas.url).request('/courses/5/assignments/9/submissions');
      expect(response.status).not.toBe(302);
    } finally {
      await canvas.close();
    }
  });
});
