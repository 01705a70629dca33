import { describe, expect, it } from 'vitest';
import { coursePreloadLinks, type CourseAccess, type CoursePreload } from './course-preloads';

const teacher: CourseAccess = () => Promise.resolve({ view_all_grades: true });
const block: CoursePreload = { url: '/api/v1/courses/:courseId/s?per_page=:count&ids[]=:ids&x=1', idsFrom: '/api/v1/courses/:courseId/list' };
const hrefs = (links: string | undefined) => [...(links ?? '').matchAll(/href="([^"]+)"/g)].map((match) => match[1]?.replaceAll('&amp;', '&'));

describe('a preload naming the first items of another list', () => {
  it('names each id the caller’s list gives, read for the course in the address', async () => {
    const asked: string[] = [];
    const read = (url: string) => {
      asked.push(url);
      return Promise.resolve([{ id: '7' }, { id: '9' }]);
    };
    expect(hrefs(await coursePreloadLinks('/courses/12/gradebook', [block], teacher, read))).toEqual(['/api/v1/courses/12/s?per_page=2&ids[]=7&ids[]=9&x=1']);
    expect(asked).toEqual(['/api/v1/courses/12/list']);
  });

  it('leaves the request out for an empty or refused list, or ids that are not digits, and keeps the others', async () => {
    const plain: CoursePreload = { url: '/api/v1/courses/:courseId/tabs' };
    for (const answer of [[], undefined, [{ id: '7"><script>' }], [{ name: 'no id' }]]) {
      const links = await coursePreloadLinks('/courses/12/gradebook', [plain, block], teacher, () => Promise.resolve(answer));
      expect(hrefs(links), JSON.stringify(answer)).toEqual(['/api/v1/courses/12/tabs']);
    }
  });
});
