import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { matchPath } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '../src/app/page-paths';
import { bundledModules, LAZY_OVERLAY_MODULES, pathRegex, ROUTE_MODULES } from './first-visit-js';

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

describe('the check that no first visit carries React Aria’s overlays', () => {
  const dists: string[] = [];
  const tempDist = () => {
    const dist = mkdtempSync(join(tmpdir(), 'first-visit-'));
    dists.push(dist);
    return dist;
  };
  afterEach(() => {
    for (const dist of dists.splice(0)) rmSync(dist, { recursive: true, force: true });
  });

  it('reads the modules of each chunk from its source map, and finds the overlay modules among them', () => {
    const dist = tempDist();
    const aria = '../../node_modules/react-aria-components/dist/private';
    writeFileSync(join(dist, 'page.js'), 'page();');
    writeFileSync(join(dist, 'page.js.map'), JSON.stringify({ sources: ['../../src/page.tsx', `${aria}/Button.mjs`, `${aria}/Modal.mjs`] }));
    writeFileSync(join(dist, 'runtime.js'), 'var e=Object.create;');
    const modules = bundledModules(dist, ['page.js', 'runtime.js']);
    expect(modules).toHaveLength(3);
    expect(modules.filter((module) => LAZY_OVERLAY_MODULES.test(module))).toEqual([`${aria}/Modal.mjs`]);
    expect(LAZY_OVERLAY_MODULES.test('../../node_modules/react-aria/dist/private/overlays/usePopover.mjs')).toBe(true);
  });

  it('refuses a build without source maps rather than finding nothing', () => {
    const dist = tempDist();
    writeFileSync(join(dist, 'page.js'), 'page();');
    expect(() => bundledModules(dist, ['page.js'])).toThrow(/source maps/);
  });
});
