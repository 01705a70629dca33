import { useQuery } from '@tanstack/react-query';
import { courseQueries } from '@/api/courses';
import { groupQueries } from '@/api/groups';
import { sectionQueries } from '@/api/sections';
import type { Headcounts } from './unassigned-count';
import type { CanvasId } from '@/api/schemas/ids';

/** The counts the "students left unassigned" warning needs, from queries the cards' pickers share. */
export function useHeadcounts(courseId: CanvasId, groupCategoryId: CanvasId | null): Headcounts {
  const course = useQuery(courseQueries.detail(courseId));
  const sections = useQuery(sectionQueries.withStudentCounts(courseId));
  const groups = useQuery({ ...groupQueries.inCategory(groupCategoryId ?? ''), enabled: groupCategoryId !== null });
  return {
    courseStudents: course.data?.total_students ?? 0,
    sectionStudents: new Map((sections.data ?? []).map((section) => [section.id, section.total_students ?? 0])),
    groupMembers: new Map((groups.data ?? []).map((group) => [group.id, group.members_count])),
  };
}
