import { COURSE_SORT_COLUMNS, type CourseSort, type CourseSortColumn } from '@/api/course-lists';
import { isRestrictedCourse, type Course, type CourseListItem } from '@/api/schemas/course';
import { compareIds } from '@/api/schemas/ids';
import { nameOrder } from '@/lib/name-order';

/**
 * The sort lives in the URL, `?sort=name&order=desc`, so reloads and shared links keep it. A column the
 * list cannot sort by is dropped rather than sent.
 */
export function readCourseSort(search: URLSearchParams, sortable: readonly CourseSortColumn[]): CourseSort | undefined {
  const column = COURSE_SORT_COLUMNS.find((value) => value === search.get('sort'));
  if (!column || !sortable.includes(column)) return undefined;
  return { column, order: search.get('order') === 'desc' ? 'desc' : 'asc' };
}

/** Returns a copy of `search` with the sort replaced; other params are kept. */
export function writeCourseSort(search: URLSearchParams, sort: CourseSort | undefined): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete('sort');
  next.delete('order');
  if (sort) {
    next.set('sort', sort.column);
    next.set('order', sort.order);
  }
  return next;
}

const SORT_TEXT: Record<CourseSortColumn, (course: Course) => string | undefined> = {
  name: (course) => course.name,
  code: (course) => course.course_code,
  term: (course) => course.term?.name,
  teachers: (course) => course.teachers?.[0]?.display_name,
};

/**
 * For a server that ignored the sort (a real Canvas on the user lists): orders a complete list in the browser,
 * missing values last either way, ties by id so the order is total.
 */
export function sortCoursesLocally(courses: CourseListItem[], sort: CourseSort): CourseListItem[] {
  const text = (item: CourseListItem) => (isRestrictedCourse(item) ? undefined : SORT_TEXT[sort.column](item));
  const direction = sort.order === 'desc' ? -1 : 1;
  return [...courses].sort((a, b) => {
    const [textA, textB] = [text(a), text(b)];
    if (textA === undefined || textB === undefined) return textA === textB ? compareIds(a.id, b.id) : textA === undefined ? 1 : -1;
    return direction * (nameOrder.compare(textA, textB) || compareIds(a.id, b.id));
  });
}
