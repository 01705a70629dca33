// A .tsx test: only the component-test project compiles src/ together with server/, whose rule and cases it runs.
import { describe, expect, it } from 'vitest';
import { REDIRECT_CASES } from '../../server/lib/safe-redirect.cases';
import { safeRedirectPath as serverRule } from '../../server/lib/safe-redirect';
import { safeRedirectPath } from './safe-redirect';

const ORIGIN = 'https://lectern.school.example';
const FALLBACK = '/courses';

describe.each([
  ['the app', safeRedirectPath],
  ['the server', serverRule],
])('the post-sign-in redirect rule in %s', (_where, rule) => {
  it.each(REDIRECT_CASES)('%j leads to %j', (input, expected) => {
    expect(rule(input, FALLBACK, ORIGIN)).toBe(expected ?? FALLBACK);
  });
});

describe('safeRedirectPath in the app', () => {
  it('resolves against the page’s own origin by default', () => {
    expect(safeRedirectPath('/courses/4', FALLBACK)).toBe('/courses/4');
    expect(safeRedirectPath('/\t/evil.example/x', FALLBACK)).toBe(FALLBACK);
  });
});
