import { describe, expect, it } from 'vitest';
import { parseLinkHeader } from './link-header';

describe('parseLinkHeader', () => {
  it('reads the Canvas format (no space after commas, current first)', () => {
    const header =
      '<https://canvas.example.edu/api/v1/courses?page=2&per_page=10>; rel="current",' +
      '<https://canvas.example.edu/api/v1/courses?page=3&per_page=10>; rel="next",' +
      '<https://canvas.example.edu/api/v1/courses?page=1&per_page=10>; rel="prev",' +
      '<https://canvas.example.edu/api/v1/courses?page=1&per_page=10>; rel="first",' +
      '<https://canvas.example.edu/api/v1/courses?page=5&per_page=10>; rel="last"';
    expect(parseLinkHeader(header)).toEqual({
      current: 'https://canvas.example.edu/api/v1/courses?page=2&per_page=10',
      next: 'https://canvas.example.edu/api/v1/courses?page=3&per_page=10',
      prev: 'https://canvas.example.edu/api/v1/courses?page=1&per_page=10',
      first: 'https://canvas.example.edu/api/v1/courses?page=1&per_page=10',
      last: 'https://canvas.example.edu/api/v1/courses?page=5&per_page=10',
    });
  });

  it('keeps bracketed params, bookmarks and commas inside URLs', () => {
    const header =
      '<https://x.test/api/v1/courses?include[]=term&page=bookmark:WzEsMl0&per_page=100>; rel="next", ' +
      '<https://x.test/api/v1/a?ids=1,2>; rel="first"';
    const links = parseLinkHeader(header);
    expect(links.next).toBe('https://x.test/api/v1/courses?include[]=term&page=bookmark:WzEsMl0&per_page=100');
    expect(links.first).toBe('https://x.test/api/v1/a?ids=1,2');
  });

  it('resolves relative URLs, unquoted and multi-valued rels, any case', () => {
    const links = parseLinkHeader('</api/v1/x?page=2>; REL=next, </api/v1/x?page=1>; rel="first Prev"', 'http://h.test/api/v1/x');
    expect(links).toEqual({
      next: 'http://h.test/api/v1/x?page=2',
      first: 'http://h.test/api/v1/x?page=1',
      prev: 'http://h.test/api/v1/x?page=1',
    });
  });

  it('returns no links for a missing or empty header', () => {
    expect(parseLinkHeader(null)).toEqual({});
    expect(parseLinkHeader('')).toEqual({});
    expect(parseLinkHeader('garbage')).toEqual({});
  });

  it('ignores unknown rels and keeps the first occurrence', () => {
    const links = parseLinkHeader('<https://a.test/1>; rel="next", <https://a.test/2>; rel="next", <https://a.test/3>; rel="alternate"');
    expect(links).toEqual({ next: 'https://a.test/1' });
  });
});
