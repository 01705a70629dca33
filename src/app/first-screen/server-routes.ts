import type { PatchRoutesOnNavigationFunctionArgs, RouteObject } from 'react-router';
import { patchDiscoveredRoutes } from '../discovered-routes';
import { appRoutes } from '../router';

type LazyObject = Exclude<RouteObject['lazy'], ((...args: never[]) => unknown) | undefined>;

/**
 * The route's loader, as the server must not run it: loaders fill the browser's one query client, and the server
 * renders each request with its own. What a rendered page needs is fetched by its entry in first-screens.ts.
 */
function withoutLoader(route: RouteObject): RouteObject {
  const { loader: _loader, lazy, children, ...rest } = route;
  const stripped = { ...rest, ...(children && { children: children.map(withoutLoader) }) } as RouteObject;
  if (typeof lazy === 'function') {
    stripped.lazy = async () => {
      const { loader: _lazyLoader, ...module } = await lazy();
      return module;
    };
  } else if (lazy) {
    const { loader: _lazyLoader, ...fields } = lazy as LazyObject & { loader?: unknown };
    stripped.lazy = fields;
  }
  return stripped;
}

/** Appends `children` to the route with id `parentId`, as React Router's `patch` does in the browser. */
function patchInto(routes: RouteObject[]): PatchRoutesOnNavigationFunctionArgs['patch'] {
  return (parentId, children) => {
    const visit = (list: RouteObject[]): boolean =>
      list.some((route) => {
        if (route.id === parentId) {
          route.children = [...(route.children ?? []), ...children];
          return true;
        }
        return visit(route.children ?? []);
      });
    if (!visit(routes)) throw new Error(`no route with id ${parentId ?? '(root)'} to patch`);
  };
}

/** Every route the browser may know, the lazily discovered ones included, with no loader. */
export function serverRoutes(): RouteObject[] {
  const routes = appRoutes();
  patchDiscoveredRoutes(patchInto(routes));
  return routes.map(withoutLoader);
}
