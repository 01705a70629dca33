import { describe, expect, it } from 'vitest';
import { longestChain } from './request-chain';

const request = (name: string, start: number, end: number) => ({ name, start, end });

describe('the longest chain of requests in sequence', () => {
  it('counts the document and what started after it ended, not what overlapped', () => {
    const document = request('/courses/1/people', 0, 100);
    const entry = request('/assets/index.js', 110, 200);
    const preload = request('/api/v1/courses/1/users', 105, 400);
    const chunk = request('/assets/people.js', 210, 260);
    const session = request('/lectern/session', 50, 150);
    expect(longestChain([preload, chunk, session, document, entry]).map(({ name }) => name)).toEqual([
      '/courses/1/people',
      '/assets/index.js',
      '/assets/people.js',
    ]);
  });

  it('takes a request that starts the moment the previous one ends as in sequence', () => {
    expect(longestChain([request('a', 0, 10), request('b', 10, 20)])).toHaveLength(2);
  });

  it('is empty for no requests and one long for requests all side by side', () => {
    expect(longestChain([])).toEqual([]);
    expect(longestChain([request('a', 0, 10), request('b', 5, 30), request('c', 9, 12)])).toHaveLength(1);
  });
});
