import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenRouterReady } from './router-ready';

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

let router: ReturnType<typeof createMemoryRouter> | undefined;
afterEach(() => router?.dispose());

function routerWaitingOn(...loaders: Array<Promise<void>>) {
  const [first, second] = loaders;
  router = createMemoryRouter(
    [
      { path: '/', loader: async () => (await first, null), Component: () => null, HydrateFallback: () => null },
      { path: '/next', loader: async () => (await second, null), Component: () => null },
    ],
    { initialEntries: ['/'] },
  );
  return router;
}

describe('whenRouterReady', () => {
  it('resolves once the first loaders are in, not before', async () => {
    const loader = deferred();
    const ready = vi.fn();
    const router = routerWaitingOn(loader.promise);
    void whenRouterReady(router).then(ready);
    await Promise.resolve();
    expect(ready).not.toHaveBeenCalled();

    loader.resolve();
    await vi.waitFor(() => expect(ready).toHaveBeenCalled());
    expect(router.state.initialized).toBe(true);
  });

  it('stops listening, so the router keeps its next change for RouterProvider, which subscribes later', async () => {
    const first = deferred();
    const second = deferred();
    const router = routerWaitingOn(first.promise, second.promise);
    const ready = whenRouterReady(router);
    first.resolve();
    await ready;

    const navigated = router.navigate('/next');
    second.resolve();
    await navigated;
    const seen: string[] = [];
    router.subscribe((state) => seen.push(state.location.pathname));
    expect(seen).toEqual(['/next']);
  });
});
