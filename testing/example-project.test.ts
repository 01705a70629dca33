import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const manifest = (path: string) =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as { devDependencies: Record<string, string> };

describe('the packed example (examples/missing-work)', () => {
  it('runs the Playwright the repository is tested with', () => {
    const ours = manifest('../package.json').devDependencies['@playwright/test'];
    expect(manifest('../examples/missing-work/package.json').devDependencies['@playwright/test']).toBe(ours);
  });
});
