import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ROW_HEIGHT } from '@/test/layout';
import { renderApp } from '@/test/render-app';
import { CourseWorkData } from '../../../server/test/course-work-data';
import { createTestApp } from '../../../server/test/test-app';
import { standardWorld } from '../../../server/test/test-data';

// jsdom has no matchMedia (a browser API, not ours): a desktop-width window.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
});

/** Sam Student plus 150 more (two batches of names), one of them concluded, and two assignments. */
function courseWith151Students() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  const evening = { id: w.course.id, sectionId: app.data.section(w.course.id, 'Evening') };
  for (let i = 1; i <= 150; i++) {
    const id = app.data.user(`Student ${String(i).padStart(3, '0')}`);
    app.data.enroll(id, i === 2 ? evening : w.course, 'StudentEnrollment', i === 3 ? 'completed' : 'active');
  }
  const work = new CourseWorkData(app.db);
  work.assignment(w.course.id, { name: 'Essay', dueAt: '2026-02-10T06:59:59Z' });
  work.assignment(w.course.id, { name: 'Lab', dueAt: '2026-02-12T06:59:59Z' });
  return { app, course: w.course };
}

/** Every API request the page makes, as path and query, observed on its way to the real server. */
function recordRequests(): string[] {
  const requests: string[] = [];
  const send = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    requests.push(decodeURIComponent(url.pathname + url.search));
    return send(input, init);
  });
  return requests;
}

describe('the due-dates grid, against the real API', () => {
  it('names the rows on screen from the students the due dates list, without paging the roster', async () => {
    const { app, course } = courseWith151Students();
    renderApp(app, `/courses/${course.id}/due-dates`, 'teacher-token');
    const requests = recordRequests();

    expect(await screen.findByText(/^151 students × 2 assignments\./)).toBeTruthy();
    expect(screen.getByText(/^Students: everyone an assignment is assigned to/)).toBeTruthy();
    const grid = screen.getByRole('table', { name: 'Due dates by student' });
    expect(await within(grid).findByRole('link', { name: 'Sam Student' })).toBeTruthy();
    const evening = within(grid).getByRole('link', { name: 'Student 002' }).closest('th');
    expect(evening?.textContent).toContain('Evening');
    const concluded = within(grid).getByRole('link', { name: 'Student 003' }).closest('th');
    expect(concluded?.textContent).toContain('Concluded');

    const userRequests = () => requests.filter((request) => request.includes(`/courses/${course.id}/users`));
    // One batch of names for the first screen, asked by id; never the roster page by page.
    expect(userRequests()).toHaveLength(1);
    expect(userRequests().every((request) => request.includes('user_ids[]='))).toBe(true);
    expect(within(grid).queryByRole('link', { name: 'Student 150' })).toBeNull();

    const scrollArea = screen.getByRole('region', { name: 'Due dates by student, scrollable' });
    // To the end: rows not yet measured count at the grid's own estimate, which is taller than jsdom's rows.
    scrollArea.scrollTop = 200 * ROW_HEIGHT;
    fireEvent.scroll(scrollArea);
    expect(await within(grid).findByRole('link', { name: 'Student 150' })).toBeTruthy();
    expect(userRequests()).toHaveLength(2);
    expect(userRequests().every((request) => request.includes('user_ids[]='))).toBe(true);
  });
});
