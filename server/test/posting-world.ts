import { expect } from 'vitest';
import { gradingWorld } from './grading-world';

type Json = Record<string, unknown>;

/** The fields the app's post-policy operations ask for (src/api/post-policies.ts), so contracts can be strict. */
export const POLICY_FIELDS = 'postPolicy { id _id postManually course { id _id } assignment { id _id } } errors { attribute message }';
export const POSTING_FIELDS = 'progress { id _id state } sections { id _id name } errors { attribute message }';

/**
 * The grading cast (section A: Sam, section B: Bo, a TA limited to section A) with a GraphQL client and a way to
 * wait for a posting's Progress, as a client polling GET /api/v1/progress/:id does.
 */
export function postingWorld() {
  const world = gradingWorld();
  const { app, course, student, otherStudent } = world;
  const graphql = async (query: string, variables: Json = {}, token = 'teacher-token') => {
    const { status, body } = await app.send('POST', '/api/graphql', token, { query, variables });
    expect(status).toBe(200);
    return body as { data?: Record<string, Json | null> | null; errors?: Json[] };
  };
  const mutate = (field: string, input: Json, fields: string, token?: string) =>
    graphql(`mutation($input: ${inputType(field)}!) { ${field}(input: $input) { ${fields} } }`, { input }, token);
  /** Posts or hides and waits until its progress completes; answers the payload. */
  const posting = async (field: 'postAssignmentGrades' | 'hideAssignmentGrades', input: Json, token?: string) => {
    const answer = await mutate(field, input, POSTING_FIELDS, token);
    const payload = answer.data?.[field] as { progress: { _id: string } } | undefined;
    if (!payload) throw new Error(`${field} failed: ${JSON.stringify(answer.errors)}`);
    await expect
      .poll(async () => ((await app.get(`/api/v1/progress/${payload.progress._id}`, token ?? 'teacher-token')).body as Json).workflow_state)
      .toBe('completed');
    return answer;
  };
  /** A manually posted assignment with both students graded 8 and commented on by the teacher. */
  const gradedManual = async () => {
    const id = await world.assignment({ submission_types: ['online_text_entry'] });
    await mutate('setAssignmentPostPolicy', { assignmentId: String(id), postManually: true }, POLICY_FIELDS);
    for (const user of [student, otherStudent]) {
      expect((await world.grade(id, user, { submission: { posted_grade: '8' }, comment: { text_comment: 'See question 3' } })).status).toBe(200);
    }
    return id;
  };
  const postedAt = (assignmentId: number) =>
    Object.fromEntries(
      app.db
        .prepare<[number], { user_id: number; posted_at: string | null }>('SELECT user_id, posted_at FROM submissions WHERE assignment_id = ?')
        .all(assignmentId)
        .map((row) => [row.user_id, row.posted_at !== null]),
    );
  const assignmentPolicy = (id: number) =>
    app.db.prepare<[number], { post_manually: number }>('SELECT post_manually FROM assignments WHERE id = ?').get(id)?.post_manually;
  return { ...world, courseId: course.id, graphql, mutate, posting, gradedManual, postedAt, assignmentPolicy };
}

const inputType = (field: string) => `${field.charAt(0).toUpperCase()}${field.slice(1)}Input`;
