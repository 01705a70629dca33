import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { assignmentGroupQueries } from '@/api/assignment-groups';
import { coursePermissionQueries } from '@/api/course-permissions';
import { courseQueries } from '@/api/courses';
import { groupQueries } from '@/api/groups';
import type { Assignment } from '@/api/schemas/assignment';
import type { CoursePermissions } from '@/api/schemas/course-actions';
import { showToast } from '@/components/toast/toast-queue';
import { queryClient } from './query-client';
import type { CanvasId } from '@/api/schemas/ids';

type Rule = (permissions: CoursePermissions | undefined) => boolean;

/**
 * What both assignment editor pages need: the caller's rights, then (only for those who may use the editor, so a
 * student costs no refused requests) the assignment groups, group sets and whatever `more` the page adds.
 */
export function editorRequest(courseId: CanvasId, canUse: Rule, ...more: (() => Promise<unknown>)[]): () => Promise<unknown> {
  return async () => {
    if (!canUse(await queryClient.query(coursePermissionQueries.detail(courseId)))) return;
    await Promise.all([
      queryClient.query(assignmentGroupQueries.list(courseId)),
      queryClient.query(groupQueries.categories(courseId)),
      ...more.map((request) => request()),
    ]);
  };
}

export function useEditorData(courseId: CanvasId, canUse: Rule) {
  const course = useQuery(courseQueries.detail(courseId));
  const permissions = useQuery(coursePermissionQueries.detail(courseId));
  const allowed = permissions.data !== undefined && canUse(permissions.data);
  const assignmentGroups = useQuery({ ...assignmentGroupQueries.list(courseId), enabled: allowed });
  const groupSets = useQuery({ ...groupQueries.categories(courseId), enabled: allowed });
  return { course, permissions, allowed, isDenied: permissions.data !== undefined && !allowed, assignmentGroups, groupSets };
}

/** After a save: the assignment's page, and a toast saying what happened (`created` or `saved`). */
export function useShowSavedAssignment(courseId: CanvasId, verb: 'created' | 'saved') {
  const navigate = useNavigate();
  return (saved: Assignment, state: object) => {
    void navigate(`/courses/${courseId}/assignments/${saved.id}`, { state });
    showToast({ title: `“${saved.name}” ${verb}`, tone: 'success' });
  };
}
