import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { assignmentQueries } from '@/api/assignments';
import { submissionQueries } from '@/api/submissions';
import type { CanvasId } from '@/api/schemas/ids';
import { GradeSavingProvider } from '../saving/grade-saving';
import { GradePanel } from './grade-panel';

export interface GradePanelHarnessProps {
  courseId: CanvasId;
  assignmentId: CanvasId;
  userIds: CanvasId[];
  hideNames?: boolean;
}

/**
 * For tests: what the grading page gives the panel (the assignment and the shown student's submission, read from the
 * real API), with a "Next student" button that switches student as the page does: every student's submission is
 * read before the panel shows (the page prefetches the neighbours), so a switch re-renders the panel in place.
 */
export function GradePanelHarness({ courseId, assignmentId, userIds, hideNames = false }: GradePanelHarnessProps) {
  const [index, setIndex] = useState(0);
  const userId = userIds[index] ?? '';
  const assignment = useQuery(assignmentQueries.detail(courseId, assignmentId));
  const submissions = useQueries({ queries: userIds.map((id) => submissionQueries.detail(courseId, assignmentId, id)) });
  const submission = submissions[index];
  return (
    <GradeSavingProvider courseId={courseId} assignmentId={assignmentId}>
      <button type="button" onClick={() => setIndex((index + 1) % userIds.length)}>
        Next student
      </button>
      {assignment.data && submissions.every((read) => read.data) && submission?.data?.user_id === userId ? (
        <GradePanel courseId={courseId} assignment={assignment.data} submission={submission.data} studentLabel={`Student ${index + 1}`} hideNames={hideNames} />
      ) : (
        <p>Loading</p>
      )}
    </GradeSavingProvider>
  );
}
