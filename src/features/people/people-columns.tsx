import { createColumnHelper } from '@tanstack/react-table';
import type { User } from '@/api/schemas/user';
import { Avatar } from '@/components/avatar';
import { Badge } from '@/components/badge';
import '@/components/data-table/column-meta';
import { VisuallyHidden } from '@/components/visually-hidden';
import { formatDate } from '@/lib/dates';
import { formatRelativeTime } from '@/lib/relative-time';
import { isPendingOnly, lastActivity, userRoles, userSections, type SectionNames } from './person-facts';
import type { CanvasId } from '@/api/schemas/ids';

const column = createColumnHelper<User>();

export interface PeopleColumnsOptions {
  sectionNames: SectionNames;
  /** The course's zone for absolute dates. */
  timeZone: string | undefined;
  onOpen: (userId: CanvasId) => void;
  now: Date;
  /** Only callers with read_reports get everyone's activity; for others the column would be empty. */
  showActivity: boolean;
}

// A dash reads as nothing to screen readers, so they hear the word instead.
function Empty({ label = 'None' }: { label?: string }) {
  return (
    <span className="text-muted">
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}

/**
 * Relative time for scanning, the exact instant on hover and for assistive tech via <time>.
 * `null` means it never happened; `undefined` that the server did not say, which is not "Never".
 */
export function WhenCell({ iso, timeZone, now, never = 'Never' }: { iso: string | null | undefined; timeZone?: string; now: Date; never?: string }) {
  if (iso === undefined) return <Empty label="Not shown" />;
  const relative = formatRelativeTime(iso, now);
  const absolute = formatDate(iso, { style: 'date-time', timeZone });
  if (!iso || !relative || !absolute) return <span className="text-muted">{never}</span>;
  return (
    <time dateTime={iso} title={absolute}>
      {relative}
    </time>
  );
}

/** Focuses the roster's button for a person, when their row is rendered (the roster is virtualized). */
export function focusPersonButton(userId: CanvasId): void {
  document.querySelector<HTMLElement>(`button[data-person-id="${CSS.escape(userId)}"]`)?.focus();
}

/** The name opens the person's details; its hit area covers the whole row (see .person-open). */
export function PersonButton({ user, onOpen }: { user: User; onOpen: (userId: CanvasId) => void }) {
  return (
    <span className="person-cell">
      <Avatar name={user.name} src={user.avatar_url} />
      <button type="button" className="person-open" onClick={() => onOpen(user.id)} title={user.name} data-person-id={user.id}>
        {user.name}
      </button>
      {user.pronouns ? <span className="person-cell__pronouns">({user.pronouns})</span> : null}
    </span>
  );
}

export function peopleColumns({ sectionNames, timeZone, onOpen, now, showActivity }: PeopleColumnsOptions) {
  const columns = [
    column.accessor('sortable_name', {
      id: 'name',
      header: 'Name',
      meta: { width: '34%' },
      cell: ({ row }) => <PersonButton user={row.original} onOpen={onOpen} />,
    }),
    column.accessor((user) => userRoles(user).join(', '), {
      id: 'role',
      header: 'Role',
      meta: { width: '18%' },
      cell: ({ row, getValue }) => (
        <span className="role-cell">
          {getValue() || <Empty />}
          {isPendingOnly(row.original) ? <Badge tone="warning">Invited</Badge> : null}
        </span>
      ),
    }),
    column.accessor((user) => userSections(user, sectionNames).join(', '), {
      id: 'section',
      header: 'Section',
      meta: { width: '28%' },
      cell: ({ getValue }) => (getValue() ? <span title={getValue()}>{getValue()}</span> : <Empty />),
    }),
  ];
  if (!showActivity) return columns;
  return [
    ...columns,
    column.accessor(lastActivity, {
      id: 'last_activity',
      header: 'Last activity',
      meta: { width: '20%' },
      cell: ({ getValue }) => <WhenCell iso={getValue()} timeZone={timeZone} now={now} />,
    }),
  ];
}
