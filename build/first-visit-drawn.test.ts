import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREENS } from '../src/app/first-screen/first-screens';
import { serverRoutes } from '../src/app/first-screen/server-routes';
import { ROUTE_MODULES } from './first-visit-js';

/** A page of each measured route (build/first-visit-js.ts). */
const PAGES = ['/courses', '/courses/7', '/courses/7/people', '/courses/7/due-dates', '/courses/7/files', '/courses/7/assignments/3/grade', '/courses/7/gradebook'];

describe('the first visit the size check measures', () => {
  it('counts the boot script for exactly the pages the server draws', () => {
    const routes = serverRoutes();
    for (const [route, { path, drawn }] of Object.entries(ROUTE_MODULES)) {
      if (path === undefined) continue;
      const page = PAGES.find((candidate) => new RegExp(path).test(candidate));
      expect(page, `a page of ${route}`).toBeDefined();
      const id = matchRoutes(routes, page ?? '')?.at(-1)?.route.id;
      expect(id !== undefined && id in FIRST_SCREENS, `${route} is drawn`).toBe(drawn === true);
    }
  });
});
