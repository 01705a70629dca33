import { describe, expect, it } from 'vitest';
import type { CourseListItem } from '@/api/schemas/course';
import { readCourseSort, sortCoursesLocally, writeCourseSort } from './course-sort';
import type { CanvasId } from '@/api/schemas/ids';

const course = (id: CanvasId, name: string, term?: string) => ({ id, name, course_code: name, ...(term ? { term: { name: term } } : {}) }) as unknown as CourseListItem;
const restricted = { id: '9', access_restricted_by_date: true } as CourseListItem;
const ids = (items: CourseListItem[]) => items.map((item) => item.id);

describe('course sort in the URL', () => {
  it('reads a sortable column and its order, and drops what the list cannot sort by', () => {
    expect(readCourseSort(new URLSearchParams('sort=name&order=desc'), ['name'])).toEqual({ column: 'name', order: 'desc' });
    expect(readCourseSort(new URLSearchParams('sort=term'), ['name', 'term'])).toEqual({ column: 'term', order: 'asc' });
    expect(readCourseSort(new URLSearchParams('sort=teachers'), ['name'])).toBeUndefined();
    expect(readCourseSort(new URLSearchParams('sort=bogus'), ['name'])).toBeUndefined();
  });

  it('writes the sort and keeps other params', () => {
    expect(writeCourseSort(new URLSearchParams('state=available&sort=code'), { column: 'name', order: 'desc' }).toString()).toBe(
      'state=available&sort=name&order=desc',
    );
    expect(writeCourseSort(new URLSearchParams('sort=name&order=asc&q=x'), undefined).toString()).toBe('q=x');
  });
});

describe('sorting a complete list in the browser', () => {
  const list = [course('3', 'Biology 10', 'Spring'), restricted, course('1', 'biology 2'), course('2', 'Anatomy', 'Autumn')];

  it('orders names naturally and case-insensitively, either way, restricted courses last', () => {
    expect(ids(sortCoursesLocally(list, { column: 'name', order: 'asc' }))).toEqual(['2', '1', '3', '9']);
    expect(ids(sortCoursesLocally(list, { column: 'name', order: 'desc' }))).toEqual(['3', '1', '2', '9']);
  });

  it('puts courses without the value last whichever way', () => {
    expect(ids(sortCoursesLocally(list, { column: 'term', order: 'desc' }))).toEqual(['3', '2', '1', '9']);
    expect(ids(sortCoursesLocally(list, { column: 'term', order: 'asc' }))).toEqual(['2', '3', '1', '9']);
  });
});
