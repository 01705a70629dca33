import { cleanup, configure, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteError } from './route-error';

// The full error page is a lazy chunk: its first import compiles it, which on a busy machine takes seconds.
configure({ asyncUtilTimeout: 15_000 });

afterEach(cleanup);

function renderFailingRoute(failure: () => never) {
  const router = createMemoryRouter([{ path: '/', errorElement: <RouteError />, loader: failure, Component: () => null }]);
  render(<RouterProvider router={router} />);
}

describe('the routes’ error element', () => {
  it('says a new version is available, with a Reload button, when a page’s code could not be downloaded', async () => {
    // Offline, the error page's own chunk could not arrive either: this answer needs none.
    renderFailingRoute(() => {
      throw new TypeError('Failed to fetch dynamically imported module: http://lectern.test/assets/people-route-1.js');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'A new version is available' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('loads the full error page for other failures: a missing page is “Page not found”', async () => {
    renderFailingRoute(() => {
      throw new Response('', { status: 404 });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to courses' })).toBeTruthy();
  });
});
