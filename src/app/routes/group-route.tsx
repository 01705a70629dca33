import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import type { AssignmentListParams } from '@/api/assignment-keys';
import { assignmentQueries } from '@/api/assignments';
import { courseQueries } from '@/api/courses';
import { groupQueries } from '@/api/groups';
import { tabQueries } from '@/api/tabs';
import type { Group } from '@/api/schemas/group';
import { buttonClassName } from '@/components/button-class-name';
import { LoadingRows } from '@/components/loading-rows';
import { PageHeader } from '@/components/page-header';
import { PanelCard } from '@/components/suspense-panel';
import { TabLabelList } from '@/features/navigation/tab-label-list';
import { MemberList } from '@/features/overrides/member-list';
import { OverrideLookupList } from '@/features/overrides/override-lookup-list';
import '@/styles/assignment-detail.css';
import { queryClient } from '../query-client';
import { whenSignedIn } from '../session';
import { parseIdParam } from '../route-params';
import type { CanvasId } from '@/api/schemas/ids';

/**
 * Each row's override comes with the list, so no row looks its own up (a lookup answers 404 when there is none):
 * managers get the override objects, a member the all_dates entries that reach them (the group's among them).
 */
const GROUP_LIST_PARAMS: AssignmentListParams = { include: ['overrides', 'all_dates'] };

/** The group first (the server decides who may see it), then its members and its course's assignments. */
export function loader({ params }: LoaderFunctionArgs) {
  const groupId = parseIdParam(params.groupId);
  whenSignedIn(() => startGroup(groupId));
  return null;
}

function startGroup(groupId: CanvasId) {
  queryClient
    .query(groupQueries.detail(groupId))
    .then((group) =>
      Promise.all([
        queryClient.query(groupQueries.members(groupId)),
        group.course_id === undefined ? null : queryClient.query(assignmentQueries.list(group.course_id, GROUP_LIST_PARAMS)),
      ]),
    )
    .catch(() => undefined);
}

function GroupRoute() {
  return (
    <Suspense fallback={<LoadingRows label="Loading group…" rows={4} />}>
      <GroupPage />
    </Suspense>
  );
}

function GroupPage() {
  const groupId = parseIdParam(useParams().groupId);
  // Not a member and not staff: the route's 403 / 404 page.
  const { data: group } = useSuspenseQuery(groupQueries.detail(groupId));
  const courseId = group.course_id;
  const { data: course } = useQuery({ ...courseQueries.detail(courseId ?? ''), enabled: courseId !== undefined });
  const groupSet = group.group_category?.name;
  return (
    <div className="page">
      <title>{`${group.name} · Lectern`}</title>
      <PageHeader
        eyebrow={course ? <Link to={`/courses/${course.id}`}>{course.name}</Link> : 'Group'}
        title={group.name}
        description={groupSet ? `Group set: ${groupSet}` : undefined}
        actions={
          <Link to={`/groups/${groupId}/files`} className={buttonClassName('secondary')}>
            Group files
          </Link>
        }
      />
      <div className="override-page">
        {courseId !== undefined ? (
          <PanelCard id="group-assignments-heading" title="Assignment dates for this group" label="Loading assignments…">
            <GroupAssignments courseId={courseId} group={group} timeZone={course?.time_zone} />
          </PanelCard>
        ) : null}
        <PanelCard id="group-members-heading" title="Members" label="Loading members…">
          <GroupMembers groupId={groupId} />
        </PanelCard>
        <PanelCard id="group-navigation-heading" title="Navigation" label="Loading the group’s tabs…">
          <GroupTabs groupId={groupId} />
        </PanelCard>
      </div>
    </div>
  );
}

/** Only assignments graded by this group's set can have an override for it (§4.10). */
function GroupAssignments({ courseId, group, timeZone }: { courseId: CanvasId; group: Group; timeZone: string | undefined }) {
  const { data: assignments } = useSuspenseQuery(assignmentQueries.list(courseId, GROUP_LIST_PARAMS));
  const ofSet = assignments.filter((assignment) => assignment.group_category_id !== null && assignment.group_category_id === group.group_category_id);
  if (ofSet.length === 0) return <p className="text-muted">No assignment of this course uses this group’s group set.</p>;
  return <OverrideLookupList courseId={courseId} target={{ kind: 'group', id: group.id }} assignments={ofSet} timeZone={timeZone} />;
}

function GroupMembers({ groupId }: { groupId: CanvasId }) {
  const { data: members } = useSuspenseQuery(groupQueries.members(groupId));
  return <MemberList people={members} noun="member" empty="This group has no members yet." />;
}

/** The group's tabs as Canvas lists them, read only: groups have no tab PUT (§6.2). */
function GroupTabs({ groupId }: { groupId: CanvasId }) {
  const { data: tabs } = useSuspenseQuery(tabQueries.group(groupId));
  return <TabLabelList tabs={tabs} label="Group navigation" />;
}

export { GroupRoute as Component };
