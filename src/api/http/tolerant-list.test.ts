import { afterEach, describe, expect, it, vi } from 'vitest';
import { courseListItemSchema } from '@/api/schemas/course';
import documentedCourse from '@/api/schemas/fixtures/canvas-docs/course.json';
import { fetchPage } from './paginated';
import { keepValidElements } from './tolerant-list';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('one malformed element', () => {
  // Canvas's documented Course (schemas/fixtures/canvas-docs), ten times over.
  const courses: Record<string, unknown>[] = Array.from({ length: 10 }, (_, index) => ({ ...documentedCourse, id: 100 + index, name: `Course ${index}` }));
  // A private name where a string belongs would fail the whole page if lists were parsed as one array.
  courses[4] = { ...courses[4], id: 104, name: null, course_code: { secret: 'Ada Lovelace' } };

  it('is left out of its list, the other nine kept in order, and reported once without its values', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const kept = keepValidElements(courses, courseListItemSchema, 'https://canvas.test/api/v1/courses?search_term=ada');
    expect(kept.map((course) => course.id)).toEqual(['100', '101', '102', '103', '105', '106', '107', '108', '109']);
    expect(warn).toHaveBeenCalledTimes(1);
    const logged = JSON.stringify(warn.mock.calls[0]);
    expect(logged).toContain('/api/v1/courses');
    expect(logged).toContain('"index":4');
    expect(logged).toContain('name');
    expect(logged).toContain('"expected":"string"');
    expect(logged).not.toContain('Ada');
    expect(logged).not.toContain('search_term');
  });

  it('does not fail the page it arrived on', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify(courses)))));
    vi.stubGlobal('location', { origin: 'http://lectern.test' });
    const page = await fetchPage('/api/v1/courses?per_page=10', courseListItemSchema);
    expect(page.items).toHaveLength(9);
  });
});
