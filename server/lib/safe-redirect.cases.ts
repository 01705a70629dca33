/**
 * What a `?redirect=` may hold, and where it leads: one table for the server's and the app's implementation of
 * the rule (server/lib/safe-redirect.ts, src/lib/safe-redirect.ts). `undefined` means the fallback.
 */
export const REDIRECT_CASES: [input: string | null | undefined, expected: string | undefined][] = [
  ['/courses/4?x=1', '/courses/4?x=1'],
  ['/courses/4/files/Notes#top', '/courses/4/files/Notes#top'],
  ['/courses/%2F%2Fevil.example', '/courses/%2F%2Fevil.example'],
  ['//evil.example/x', undefined],
  ['/\\evil.example/x', undefined],
  ['https://evil.example/x', undefined],
  ['javascript:alert(1)', undefined],
  ['courses', undefined],
  ['/\t/evil.example/x', undefined],
  ['/\n/evil.example/x', undefined],
  ['/\r/evil.example/x', undefined],
  ['/\t\\evil.example/x', undefined],
  ['/courses\n', undefined],
  ['/ /evil.example', undefined],
  ['/\u00a0/evil.example', undefined],
  ['/\u2028/evil.example', undefined],
  ['/\u0000/evil.example', undefined],
  ['/\u007f/evil.example', undefined],
  ['', undefined],
  [null, undefined],
  [undefined, undefined],
];
