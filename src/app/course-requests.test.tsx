import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { createTestApp } from '../../server/test/test-app';
import { standardWorld } from '../../server/test/test-data';

// jsdom has no matchMedia (a browser API, not ours): a desktop-width window.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
});

/**
 * Records, on top of the network boundary render-app installed, when each API request starts and ends. With
 * `holdCourse`, that course's answer waits until one of its page's own requests has started, so the order does
 * not depend on how long the route's code takes to load: a page that waits for the course never gets it.
 */
function recordRequests(holdCourse?: string) {
  const inner = globalThis.fetch;
  const events: string[] = [];
  let release: () => void = () => undefined;
  const pageStarted = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(input instanceof Request ? input.url : input), 'http://lectern.test');
    events.push(`start ${pathname}`);
    if (holdCourse && pathname.startsWith(`/api/v1/courses/${holdCourse}/`)) release();
    try {
      const response = await inner(input, init);
      if (pathname === `/api/v1/courses/${holdCourse}`) await pageStarted;
      return response;
    } finally {
      events.push(`end ${pathname}`);
    }
  });
  return events;
}

describe("a course page's requests, against the real API", () => {
  it('start beside the course when the page is opened from a course list that shows it', async () => {
    const server = createTestApp();
    const { course } = standardWorld(server.data);
    const { user } = renderApp(server, '/courses', 'teacher-token');
    await screen.findByRole('link', { name: /Biology 101/ });
    const events = recordRequests(String(course.id));

    await user.click(screen.getByRole('link', { name: /Biology 101/ }));
    await screen.findByRole('heading', { level: 1, name: /Biology 101/ });

    const courseEnded = events.indexOf(`end /api/v1/courses/${course.id}`);
    const permissionsStarted = events.indexOf(`start /api/v1/courses/${course.id}/permissions`);
    expect(courseEnded).toBeGreaterThan(-1);
    expect(permissionsStarted).toBeGreaterThan(-1);
    expect(permissionsStarted).toBeLessThan(courseEnded);
  });

  it('wait for the course when no list showed it, so an unknown course costs its one failing request', async () => {
    const server = createTestApp();
    standardWorld(server.data);
    renderApp(server, '/courses/9999/people', 'teacher-token');
    const events = recordRequests();
    await screen.findByRole('heading', { level: 1 });
    await vi.waitFor(() => expect(events).toContain('end /api/v1/courses/9999'));
    expect(events.filter((event) => event.startsWith('start /api/v1/courses/9999/'))).toEqual([]);
  });
});
