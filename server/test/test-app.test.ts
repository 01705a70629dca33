import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { disposeAll } from './disposal';
import { createTestApp } from './test-app';

describe('test apps are disposed after their file', () => {
  it('closes every test app’s database and deletes its temporary directory', async () => {
    const first = createTestApp();
    const second = createTestApp();
    expect((await first.request('/api/v1/courses')).status).toBe(401);
    expect(existsSync(first.dataDir) && existsSync(second.dataDir)).toBe(true);

    disposeAll();

    expect(existsSync(first.dataDir)).toBe(false);
    expect(existsSync(second.dataDir)).toBe(false);
    expect(first.db.open).toBe(false);
    expect(() => {
      disposeAll();
    }).not.toThrow();
  });
});
