import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '../src/app/page-paths';
import { pathRegex, ROUTE_MODULES } from './first-visit-js';

const URLS = [
  '/courses', '/courses/', '/coursesx', '/courses/7', '/courses/7/', '/courses/new', '/courses/new/', '/courses/newer',
  '/courses/7/people', '/courses/7/people/2', '/courses/7/due-dates', '/courses/7/due-datesx', '/courses/7/files',
  '/courses/7/files/', '/courses/7/files/Week 1/notes', '/courses/7/filesx', '/courses/7/assignments/3/grade',
  '/courses/7/assignments/3', '/courses/7/settings', '/users/self/files', '/',
];

describe('the preloading documents’ paths', () => {
  it('match exactly the URLs React Router matches for each page, static siblings left out', () => {
    const pages: [string, string[]][] = [
      [PAGE_PATHS.courses, []],
      [PAGE_PATHS.courseHome, [PAGE_PATHS.newCourse]],
      [PAGE_PATHS.people, []],
      [PAGE_PATHS.dueDates, []],
      [PAGE_PATHS.files, []],
      [PAGE_PATHS.grading, []],
    ];
    for (const [pattern, except] of pages) {
      const regex = new RegExp(pathRegex(pattern, except));
      for (const url of URLS) {
        const routed = matchPath(pattern, url) !== null && !except.some((path) => matchPath(path, url));
        expect(regex.test(url), `${pattern} on ${url}`).toBe(routed);
      }
    }
  });

  it('are the router’s own patterns', () => {
    expect(ROUTE_MODULES.people?.path).toBe(pathRegex(PAGE_PATHS.people));
    expect(ROUTE_MODULES['course home']?.path).toBe(pathRegex(PAGE_PATHS.courseHome, [PAGE_PATHS.newCourse]));
    expect(ROUTE_MODULES.grading?.path).toBe(pathRegex(PAGE_PATHS.grading));
  });
});
