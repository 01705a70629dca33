import { Link } from 'react-router';
import { isRestrictedCourse, type Course, type CourseListItem } from '@/api/schemas/course';
import { plainColumn } from '@/components/data-table/plain-table';
import { VisuallyHidden } from '@/components/visually-hidden';
import { courseStateLabel } from './course-state';
import { CourseStateBadge } from './course-state-badge';

const numberFormat = new Intl.NumberFormat();

/** Sorting is done by the server (see course-table.tsx), so the columns only read and render. */

/** Reads a field of full courses; the reduced access-restricted form has none. */
function fromCourse<T>(read: (course: Course) => T): (item: CourseListItem) => T | undefined {
  return (item: CourseListItem): T | undefined => (isRestrictedCourse(item) ? undefined : read(item));
}

function teacherNames(course: Course): string | undefined {
  if (course.teachers) return course.teachers.map((teacher) => teacher.display_name).join(', ');
  if (course.teacher_count !== undefined) return `${numberFormat.format(course.teacher_count)} teachers`;
  return undefined;
}

// A dash reads as nothing to screen readers, so they hear "None" instead.
const Empty = () => (
  <span className="text-muted">
    <span aria-hidden="true">—</span>
    <VisuallyHidden>None</VisuallyHidden>
  </span>
);

export const courseColumns = [
  plainColumn(fromCourse((course) => course.name), {
    id: 'name',
    header: 'Name',
    meta: { width: '30%' },
    cell: ({ row }) => {
      const item = row.original;
      if (isRestrictedCourse(item)) {
        return (
          <span className="restricted-course">
            Access restricted <span className="text-muted">· course {item.id}</span>
          </span>
        );
      }
      return (
        <Link to={`/courses/${item.id}`} className="table-link" title={item.name}>
          {item.name}
        </Link>
      );
    },
  }),
  plainColumn(fromCourse((course) => course.course_code), {
    id: 'code',
    header: 'Code',
    meta: { width: '14%' },
    cell: ({ getValue }) => <span title={getValue()}>{getValue() ?? <Empty />}</span>,
  }),
  plainColumn(fromCourse((course) => course.term?.name), {
    id: 'term',
    header: 'Term',
    meta: { width: '14%' },
    cell: ({ getValue }) => <span title={getValue()}>{getValue() ?? <Empty />}</span>,
  }),
  plainColumn(fromCourse((course) => courseStateLabel(course.workflow_state).label), {
    id: 'state',
    header: 'State',
    meta: { width: '12%' },
    cell: ({ row }) => (isRestrictedCourse(row.original) ? <Empty /> : <CourseStateBadge state={row.original.workflow_state} />),
  }),
  plainColumn(fromCourse((course) => course.total_students), {
    id: 'students',
    header: 'Students',
    meta: { width: '10%', align: 'end' },
    cell: ({ getValue }) => {
      const value = getValue();
      return value === undefined ? <Empty /> : <span className="tabular">{numberFormat.format(value)}</span>;
    },
  }),
  plainColumn(fromCourse(teacherNames), {
    id: 'teachers',
    header: 'Teachers',
    meta: { width: '20%' },
    cell: ({ getValue }) => {
      const value = getValue();
      return value ? <span title={value}>{value}</span> : <Empty />;
    },
  }),
];
