import { useQuery } from '@tanstack/react-query';
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
 * real API), with a "Next student" button that switches student as the page does.
 */
export function GradePanelHarness({ courseId, assignmentId, userIds, hideNames = false }: GradePanelHarnessProps) {
  const [index, setIndex] = useState(0);
  const userId = userIds[index] ?? '';
  const assignment = useQuery(assignmentQueries.detail(courseId, assignmentId));
  const submission = useQuery(submissionQueries.detail(courseId, assignmentId, userId));
  return (
    <GradeSavingProvider courseId={courseId} assignmentId={assignmentId}>
      <button type="button" onClick={() => setIndex((index + 1) % userIds.length)}>
        Next student
      </button>
      {assignment.data && submission.data?.user_id === userId ? (
        <GradePanel courseId={courseId} assignment={assignment.data} submission={submission.data} studentLabel={`Student ${index + 1}`} hideNames={hideNames} />
      ) : (
        <p>Loading</p>
      )}
    </GradeSavingProvider>
  );
}
