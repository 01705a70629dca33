import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { assignmentKeys } from './assignment-keys';
import { CanvasApiError } from './http/canvas-api-error';
import { canvasFetch } from './http/canvas-fetch';
import { graphqlAnswerSchema, policyPayloadSchema, postingPayloadSchema } from './schemas/post-policy';
import { submissionKeys } from './submissions';
import type { CanvasId } from '@/api/schemas/ids';

/**
 * Canvas posts grades through GraphQL only (docs/canvas-contract.md §10.11): these operations go to POST /api/graphql,
 * which the embedded server answers and the proxy forwards to Canvas, so both modes send exactly the same.
 */

const POLICY_FIELDS = 'postPolicy { id _id postManually course { id _id } assignment { id _id } } errors { attribute message }';
const POSTING_FIELDS = 'progress { id _id state } sections { id _id name } errors { attribute message }';

const SET_ASSIGNMENT_POLICY = `mutation SetAssignmentPostPolicy($input: SetAssignmentPostPolicyInput!) {
  setAssignmentPostPolicy(input: $input) { ${POLICY_FIELDS} }
}`;
const POST_GRADES = `mutation PostAssignmentGrades($input: PostAssignmentGradesInput!) {
  postAssignmentGrades(input: $input) { ${POSTING_FIELDS} }
}`;
const HIDE_GRADES = `mutation HideAssignmentGrades($input: HideAssignmentGradesInput!) {
  hideAssignmentGrades(input: $input) { ${POSTING_FIELDS} }
}`;

/**
 * Runs one operation and answers its payload. Canvas refuses with HTTP 200 and `errors` (top-level, or the
 * payload's validation errors); either becomes the client's one error type, carrying the messages.
 */
async function runOperation<T>(field: string, query: string, input: Record<string, unknown>, payload: z.core.$ZodType<T>) {
  const response = await canvasFetch('/api/graphql', {
    method: 'POST',
    body: { query, variables: { input } },
    schema: graphqlAnswerSchema(field, payload),
  });
  const answer = response.data;
  const result = answer.data?.[field] as (T & { errors?: { message: string }[] | null }) | null | undefined;
  const errors = answer.errors?.length ? answer.errors : result?.errors;
  if (errors?.length || !result) {
    throw new CanvasApiError({ status: response.status, url: response.url, body: { errors: errors ?? [{ message: 'Canvas answered nothing.' }] } });
  }
  return result;
}

export type PostingChoice =
  | { kind: 'everyone' }
  | { kind: 'graded' }
  | { kind: 'sections'; sectionIds: CanvasId[] };

function postingInput(assignmentId: CanvasId, choice: PostingChoice): Record<string, unknown> {
  if (choice.kind === 'graded') return { assignmentId, gradedOnly: true };
  if (choice.kind === 'sections') return { assignmentId, sectionIds: choice.sectionIds };
  return { assignmentId };
}

/** setAssignmentPostPolicy: the assignment's grades post automatically (false) or only when posted (true). */
export function useSetAssignmentPostPolicy(courseId: CanvasId, assignmentId: CanvasId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postManually: boolean) =>
      runOperation('setAssignmentPostPolicy', SET_ASSIGNMENT_POLICY, { assignmentId, postManually }, policyPayloadSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assignmentKeys.detail(courseId, assignmentId) }),
  });
}

/** postAssignmentGrades or hideAssignmentGrades: starts the job and answers its Progress id, to poll. */
export function useChangePosting(assignmentId: CanvasId) {
  return useMutation({
    mutationFn: async (change: { action: 'post'; choice: PostingChoice } | { action: 'hide'; choice: Exclude<PostingChoice, { kind: 'graded' }> }) => {
      const input = postingInput(assignmentId, change.choice);
      const payload = change.action === 'post'
        ? await runOperation('postAssignmentGrades', POST_GRADES, input, postingPayloadSchema)
        : await runOperation('hideAssignmentGrades', HIDE_GRADES, input, postingPayloadSchema);
      if (!payload.progress) throw new CanvasApiError({ status: 200, url: '/api/graphql', body: { errors: [{ message: 'Canvas did not start the job.' }] } });
      return payload.progress._id;
    },
  });
}

/** Once a post or hide is done, every submission of the assignment (rail, detail, counts) is read again. */
export const refreshPostedSubmissions = (queryClient: ReturnType<typeof useQueryClient>, courseId: CanvasId, assignmentId: CanvasId) =>
  queryClient.invalidateQueries({ queryKey: submissionKeys.assignment(courseId, assignmentId) });
