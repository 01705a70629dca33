import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { assignmentGroupQueries } from '@/api/assignment-groups';
import { courseQueries } from '@/api/courses';
import { courseUserQueries } from '@/api/course-users';
import { courseSchemeId, gradingStandardQueries } from '@/api/grading-standards';
import { uniqueItems } from '@/api/http/paginated';
import type { CanvasId } from '@/api/schemas/ids';
import type { Section } from '@/api/schemas/section';
import { sectionQueries } from '@/api/sections';
import { studentSubmissionQueries } from '@/api/student-submissions';
import { buildModel, toStudent, type GradebookModel, type GradebookStudent } from './gradebook-model';
import { blockStudents } from './gradebook-submissions';

export interface GradebookData {
  model: GradebookModel | undefined;
  students: GradebookStudent[];
  /** Every page of the roster is in. */
  allStudents: boolean;
  /** The course's student count, when the server says (include[]=total_students). */
  studentCount: number | undefined;
  sections: Section[];
  error: unknown;
  retry: () => void;
}

/**
 * Everything the gradebook needs but the submissions, all plain Canvas reads: the groups with their assignments,
 * the course (weighting, grading standard), its sections and the students, whose pages keep arriving in the
 * background after the first.
 */
export function useGradebookData(courseId: CanvasId): GradebookData {
  const course = useQuery(courseQueries.detail(courseId));
  const groups = useQuery(assignmentGroupQueries.withAssignments(courseId));
  const sections = useQuery(sectionQueries.list(courseId));
  const standardId = course.data ? courseSchemeId(course.data) : null;
  const standard = useQuery({ ...gradingStandardQueries.detail(courseId, standardId ?? '0'), enabled: standardId !== null });
  const roster = useInfiniteQuery(courseUserQueries.gradebookStudents(courseId));
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError: rosterFailed } = roster;
  const firstBlockDone = useFirstBlockDone(courseId, roster.data?.pages[0]?.items ?? NO_USERS);
  useEffect(() => {
    if (hasNextPage && firstBlockDone && !isFetchingNextPage && !rosterFailed) void fetchNextPage();
  }, [hasNextPage, firstBlockDone, isFetchingNextPage, rosterFailed, fetchNextPage]);

  const weighted = course.data?.apply_assignment_group_weights ?? false;
  const standardReady = standardId === null || !standard.isPending;
  const model = useMemo(
    () => (groups.data && course.data && standardReady ? buildModel(groups.data, weighted, standard.data) : undefined),
    [groups.data, course.data, standardReady, weighted, standard.data],
  );
  const pages = roster.data?.pages;
  const students = useMemo(() => uniqueItems(pages, (user) => user.id).map(toStudent), [pages]);
  const failed = [course, groups, roster].find((q) => q.isError);
  return {
    model,
    students,
    allStudents: roster.isSuccess && !hasNextPage,
    studentCount: course.data?.total_students,
    sections: sections.data ?? [],
    error: failed?.error ?? null,
    retry: () => {
      for (const query of [course, groups, sections]) if (query.isError) void query.refetch();
      if (roster.isError) void (roster.data ? fetchNextPage() : roster.refetch());
    },
  };
}

const NO_USERS: readonly { id: CanvasId }[] = [];

/**
 * Whether the first rows' submissions have answered (or failed): the roster's later pages wait for them, as they
 * would otherwise take the server's time while the first cells wait. Watches the block without asking for it.
 */
function useFirstBlockDone(courseId: CanvasId, firstPage: readonly { id: CanvasId }[]): boolean {
  const ids = useMemo(() => blockStudents(firstPage.map((user) => user.id), 0), [firstPage]);
  const block = useQuery({ ...studentSubmissionQueries.chunk(courseId, ids), enabled: false });
  return ids.length === 0 || !block.isPending;
}
