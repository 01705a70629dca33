import { createColumnHelper } from '@tanstack/react-table';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { courseUserQueries } from '@/api/course-users';
import { uniqueItems } from '@/api/http/paginated';
import type { User } from '@/api/schemas/user';
import '@/components/data-table/column-meta';
import { EmptyState } from '@/components/empty-state';
import { listPlaceholder } from '@/components/list-placeholder';
import { formatCount } from '@/lib/format-count';
import { STUDENT_COUNT_NOTE } from '@/lib/student-count';
import { PersonButton, WhenCell } from './people-columns';
import { PeopleTable } from './people-table';
import type { CanvasId } from '@/api/schemas/ids';

const column = createColumnHelper<User>();

function recentColumns(onOpen: (userId: CanvasId) => void, timeZone: string | undefined, now: Date) {
  return [
    column.accessor('sortable_name', {
      id: 'name',
      header: 'Name',
      meta: { width: '50%' },
      cell: ({ row }) => <PersonButton user={row.original} onOpen={onOpen} />,
    }),
    column.accessor('last_login', {
      id: 'last_login',
      header: 'Last login',
      meta: { width: '50%' },
      cell: ({ getValue }) => <WhenCell iso={getValue()} timeZone={timeZone} now={now} never="Never logged in" />,
    }),
  ];
}

export interface RecentStudentsProps {
  courseId: CanvasId;
  timeZone: string | undefined;
  onOpen: (userId: CanvasId) => void;
}

/** Students by last login, newest first (GET /courses/:id/recent_students, §2.12). */
export function RecentStudents({ courseId, timeZone, onOpen }: RecentStudentsProps) {
  const query = useInfiniteQuery(courseUserQueries.recent(courseId));
  const users = useMemo(() => uniqueItems(query.data?.pages, (user) => user.id), [query.data]);
  const [now] = useState(() => new Date());
  const columns = useMemo(() => recentColumns(onOpen, timeZone, now), [onOpen, timeZone, now]);

  const placeholder = listPlaceholder({
    query,
    loadingLabel: 'Loading recent activity…',
    isEmpty: users.length === 0,
    empty: <EmptyState title="No students yet" description="Students appear here once they are enrolled." />,
  });

  return (
    <PeopleTable
      label="Recently active students"
      count={placeholder ? '\u00a0' : `${formatCount(users.length, 'student')}${query.hasNextPage ? ' loaded, more available' : ''}, most recent login first`}
      countNote={STUDENT_COUNT_NOTE}
      users={users}
      columns={columns}
      placeholder={placeholder}
      pages={query}
    />
  );
}
