import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';
import { TESTING_ROUTES } from '../../test/testing-routes';

describe('outside testing mode', () => {
  it('has no /lectern/testing/* route: each is not found, even for the root account admin', async () => {
    const app = createTestApp();
    standardWorld(app.data);
    const statuses = await Promise.all(TESTING_ROUTES.map(async ([method, path, body]) => [method, path, (await app.send(method, path, 'admin-token', body)).status]));
    expect(statuses).toEqual(TESTING_ROUTES.map(([method, path]) => [method, path, 404]));
  });

  it('in testing mode, the same calls answer the admin', async () => {
    const app = createTestApp({ testing: true });
    standardWorld(app.data);
    const statuses = await Promise.all(TESTING_ROUTES.filter(([method]) => method !== 'POST').map(async ([method, path, body]) => (await app.send(method, path, 'admin-token', body)).status));
    expect(statuses.every((status) => status === 200)).toBe(true);
  });
});
