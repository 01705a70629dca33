import { useQueries, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { courseUserQueries } from '@/api/course-users';
import { dueDateQueries } from '@/api/due-dates';
import { groupQueries } from '@/api/groups';
import type { AssignmentOverride } from '@/api/schemas/assignment-override';
import type { User } from '@/api/schemas/user';
import { whoIsDueWhen, type Student } from './who-is-due-when';
import { WhoIsDueWhenView } from './who-is-due-when-view';
import type { CanvasId } from '@/api/schemas/ids';

export interface WhoIsDueWhenPanelProps {
  courseId: CanvasId;
  assignmentId: CanvasId;
  baseDueAt: string | null;
  overrides: readonly AssignmentOverride[];
  timeZone: string | undefined;
}

function rosterById(users: readonly User[]): Map<CanvasId, Student> {
  return new Map(
    users.map((user) => [user.id, { id: user.id, name: user.name, sectionIds: (user.enrollments ?? []).map((e) => e.course_section_id) }]),
  );
}

/** Joins effective due dates with the roster (names, sections) and the members of overridden groups. */
export function WhoIsDueWhenPanel({ courseId, assignmentId, baseDueAt, overrides, timeZone }: WhoIsDueWhenPanelProps) {
  const { data: dates } = useSuspenseQuery(dueDateQueries.course(courseId));
  const { data: users } = useSuspenseQuery(courseUserQueries.allStudents(courseId));
  const groupIds = useMemo(() => [...new Set(overrides.flatMap((o) => (o.group_id === undefined ? [] : [o.group_id])))], [overrides]);
  const members = useQueries({
    queries: groupIds.map((id) => groupQueries.members(id)),
    combine: (results) => ({
      pending: results.some((result) => result.isPending),
      byGroup: new Map(groupIds.map((id, index) => [id, (results[index]?.data ?? []).map((user) => user.id)])),
    }),
  });
  const groups = useMemo(
    () => whoIsDueWhen({ dates: dates[assignmentId], overrides, students: rosterById(users), groupMembers: members.byGroup }),
    [dates, assignmentId, overrides, users, members.byGroup],
  );
  return <WhoIsDueWhenView groups={groups} timeZone={timeZone} baseDueAt={baseDueAt} sourcesPending={members.pending} />;
}
