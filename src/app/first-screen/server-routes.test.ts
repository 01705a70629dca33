import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREENS } from './first-screens';
import { serverRoutes } from './server-routes';

const flatten = (routes: RouteObject[]): RouteObject[] => routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);

describe('the route table the server draws pages with', () => {
  const routes = flatten(serverRoutes());

  it('holds every page the browser may discover, each page the server draws among them', () => {
    const ids = routes.map((route) => route.id);
    for (const id of Object.keys(FIRST_SCREENS)) expect(ids).toContain(id);
  });

  it('runs no loader: they fill the browser’s one query client, and each render has its own', async () => {
    for (const route of routes) {
      expect(route.loader).toBeUndefined();
      const { lazy } = route;
      const fields = typeof lazy === 'function' ? await lazy() : lazy;
      expect(fields && 'loader' in fields ? fields.loader : undefined).toBeUndefined();
    }
  });
});
