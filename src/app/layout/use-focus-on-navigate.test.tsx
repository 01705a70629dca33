import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusOnNavigate } from './use-focus-on-navigate';

afterEach(cleanup);

function Layout() {
  useFocusOnNavigate('main');
  return (
    <>
      <Link to="/ready">Ready page</Link>
      <Link to="/slow">Slow page</Link>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

/** A page that checks something before it can say what it is, as the permission-gated pages do. */
function SlowPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  if (!ready) return <p>Checking your permissions…</p>;
  return (
    <h1 tabIndex={-1} data-page-heading>
      Slow page
    </h1>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <p>Start</p> },
          { path: '/ready', element: <h1 tabIndex={-1} data-page-heading>Ready page</h1> },
          { path: '/slow', element: <SlowPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('focus after a client-side navigation', () => {
  it('lands on the new page’s heading', async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'Ready page' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Ready page' }));
  });

  it('lands on main while the page loads, then on its heading when it appears', async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'Slow page' }));
    expect(document.activeElement).toBe(screen.getByRole('main'));
    const heading = await screen.findByRole('heading', { name: 'Slow page' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('leaves focus where the user put it while the page was loading', async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'Slow page' }));
    act(() => screen.getByRole('link', { name: 'Ready page' }).focus());
    await screen.findByRole('heading', { name: 'Slow page' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Ready page' }));
  });
});
