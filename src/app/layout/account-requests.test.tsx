import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { createTestApp } from '../../../server/test/test-app';
import { standardWorld } from '../../../server/test/test-data';

// jsdom has no matchMedia (a browser API, not ours): a desktop-width window.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
});
afterEach(() => {
  vi.useRealTimers();
});

/** Counts the app's GET /api/v1/accounts on top of the network boundary render-app installed. */
function countAccountReads() {
  const inner = globalThis.fetch;
  const reads: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://lectern.test');
    if (url.pathname === '/api/v1/accounts') reads.push(url.search);
    return inner(input, init);
  });
  return reads;
}

describe('who administers an account, against the real API', () => {
  it('is asked once a session, not again by each page that shows an admin-only link', async () => {
    const server = createTestApp();
    const { course } = standardWorld(server.data);
    const { user } = renderApp(server, `/courses/${course.id}/people`, 'teacher-token');
    const reads = countAccountReads();
    await screen.findByRole('button', { name: 'Sam Student' });
    await waitFor(() => expect(reads).toHaveLength(1));

    // Ten minutes on, the teacher goes to the course list, whose New course and All courses links are for admins.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60_000);
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Courses' }));
    await screen.findByRole('heading', { level: 1, name: 'Courses' });
    await screen.findByRole('link', { name: /Biology 101/ });
    expect(reads).toHaveLength(1);
  });
});
