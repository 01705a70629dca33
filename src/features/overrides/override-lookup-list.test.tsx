import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { createTestApp, type TestApp } from '../../../server/test/test-app';
import { standardWorld } from '../../../server/test/test-data';
import type { CanvasId } from '@/api/schemas/ids';

const LOOKUP = /\/sections\/\d+\/assignments\/\d+\/override$/;

/** The same server, counting how many section lookups are in flight at once. */
function countingLookups(server: TestApp) {
  const counts = { started: 0, inFlight: 0, peak: 0 };
  const request: TestApp['request'] = async (path, init) => {
    if (!LOOKUP.test(new URL(path, 'http://x').pathname)) return server.request(path, init);
    counts.started += 1;
    counts.inFlight += 1;
    counts.peak = Math.max(counts.peak, counts.inFlight);
    try {
      // A slow network: every lookup waits a moment, so unlimited requests would pile up together.
      await new Promise((resolve) => setTimeout(resolve, 5));
      return await server.request(path, init);
    } finally {
      counts.inFlight -= 1;
    }
  };
  return { app: { ...server, request }, counts };
}

describe('the section page, against the real API', () => {
  it('shows each assignment’s override or "no override" from the assignment list, looking none up', async () => {
    const server = createTestApp();
    const { course } = standardWorld(server.data);
    const base = `/api/v1/courses/${course.id}/assignments`;
    const ids: CanvasId[] = [];
    for (let index = 1; index <= 24; index += 1) {
      const { body } = await server.send('POST', base, 'teacher-token', {
        assignment: { name: `Lab ${String(index).padStart(2, '0')}`, due_at: '2030-03-10T23:59:00Z', published: true },
      });
      ids.push((body as { id: CanvasId }).id);
    }
    const overridden = await server.send('POST', `${base}/${ids[3] ?? 0}/overrides`, 'teacher-token', {
      assignment_override: { course_section_id: course.sectionId, due_at: '2030-03-12T23:59:00Z' },
    });
    expect(overridden.status).toBe(201);

    const { app, counts } = countingLookups(server);
    renderApp(app, `/courses/${course.id}/sections/${course.sectionId}`, 'teacher-token');
    const list = await screen.findByRole('region', { name: 'Assignment dates for this section' });
    // jsdom has no IntersectionObserver, so every row counts as seen: any lookup would start at once.
    await within(list).findAllByText(/^No override: uses the assignment’s dates/);
    expect(within(list).queryAllByText(/^No override/)).toHaveLength(23);
    const row = within(list).getByRole('link', { name: 'Lab 04' }).closest('li');
    expect(row?.textContent).toMatch(/Override\s*due Mar 12, 2030/);
    // A teacher's list carries the overrides (include[]=overrides): a lookup per row would answer 404 for 23 of them.
    expect(counts.started).toBe(0);
  });
});
