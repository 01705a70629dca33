import type { QueryClient } from '@tanstack/react-query';
import { assignmentKeys } from '@/api/assignment-keys';
import type { Assignment } from '@/api/schemas/assignment';
import type { Submission } from '@/api/schemas/submission';
import { submissionKeys, updateCachedSubmission, type GradeEdit } from '@/api/submissions';
import type { GradeBase } from './grade-queue';
import { applyGradeEdit, type GradingShape } from './optimistic-grade';
import { serverGradeFields } from './save-failure';
import type { CanvasId } from '@/api/schemas/ids';

export interface AssignmentScope {
  queryClient: QueryClient;
  courseId: CanvasId;
  assignmentId: CanvasId;
}

/** The assignment as cached, for computing points and percent; empty when it is not (the grade then shows as typed). */
export function cachedShape({ queryClient, courseId, assignmentId }: AssignmentScope): GradingShape {
  return queryClient.getQueryData<Assignment>(assignmentKeys.detail(courseId, assignmentId)) ?? {};
}

/** Shows an unsaved edit in the rail and the panel. */
export function showEdit({ queryClient, courseId, assignmentId }: AssignmentScope, userId: CanvasId, edit: GradeEdit, shape: GradingShape): void {
  updateCachedSubmission(queryClient, courseId, assignmentId, userId, (old) => applyGradeEdit(old, edit, shape));
}

/** Replaces the cached grade with the server's submission. */
export function showServer({ queryClient, courseId, assignmentId }: AssignmentScope, userId: CanvasId, submission: Submission): void {
  updateCachedSubmission(queryClient, courseId, assignmentId, userId, (old) => ({ ...old, ...serverGradeFields(submission) }));
  // The attempts' history moved too: read again the next time this student is shown.
  void queryClient.invalidateQueries({ queryKey: submissionKeys.detail(courseId, assignmentId, userId), refetchType: 'none' });
}

/** Puts back the grade the grader saw, after the server refused the edit. */
export function showBase({ queryClient, courseId, assignmentId }: AssignmentScope, userId: CanvasId, base: GradeBase): void {
  updateCachedSubmission(queryClient, courseId, assignmentId, userId, (old) => ({ ...old, ...base }));
}
