import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps in-app paths and rejects everything else', () => {
    expect(safeRedirectPath('/courses/4?x=1', '/courses')).toBe('/courses/4?x=1');
    expect(safeRedirectPath('//evil.test', '/courses')).toBe('/courses');
    expect(safeRedirectPath('/\\evil.test', '/courses')).toBe('/courses');
    expect(safeRedirectPath('https://evil.test', '/courses')).toBe('/courses');
    expect(safeRedirectPath(null, '/courses')).toBe('/courses');
  });
});
