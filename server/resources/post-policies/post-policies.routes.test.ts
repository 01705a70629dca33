import { describe, expect, it } from 'vitest';
import { assignmentContract, policyAnswerContract, postingAnswerContract, progressContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { sessionCookie } from '../../test/oauth2-world';
import { POLICY_FIELDS, POSTING_FIELDS, postingWorld } from '../../test/posting-world';
import { relayId } from '../../graphql/relay-ids';

/**
 * POST /api/graphql's post-policy mutations, as canvas-lms answers them: app/graphql/mutations/
 * set_assignment_post_policy.rb, set_course_post_policy.rb, post_assignment_grades.rb, hide_assignment_grades.rb,
 * app/graphql/types/post_policy_type.rb, and app/graphql/graphql_helpers.rb for legacy or relay ids.
 */

type Json = Record<string, unknown>;
const messages = (answer: { errors?: Json[] }) => answer.errors?.map((error) => error.message);

describe('setAssignmentPostPolicy', () => {
  it('switches an assignment to manual posting by legacy id and back by relay id, served as post_manually', async () => {
    const w = postingWorld();
    const id = await w.assignment();
    const manual = expectContract(
      policyAnswerContract('setAssignmentPostPolicy'),
      await w.mutate('setAssignmentPostPolicy', { assignmentId: String(id), postManually: true }, POLICY_FIELDS),
    );
    expect(manual.data?.setAssignmentPostPolicy).toEqual({
      postPolicy: {
        id: relayId('PostPolicy', id), _id: String(id), postManually: true,
        course: { id: relayId('Course', w.courseId), _id: String(w.courseId) }, assignment: { id: relayId('Assignment', id), _id: String(id) },
      },
      errors: null,
    });
    const rest = expectContract(assignmentContract, (await w.app.get(`${w.base}/${id}`, 'teacher-token')).body);
    expect(rest.post_manually).toBe(true);
    await w.mutate('setAssignmentPostPolicy', { assignmentId: relayId('Assignment', id), postManually: false }, POLICY_FIELDS);
    expect(w.assignmentPolicy(id)).toBe(0);
  });
});

describe('setCoursePostPolicy', () => {
  it('sets the course’s policy, which its assignments and every new one take', async () => {
    const w = postingWorld();
    const before = await w.assignment();
    const answer = expectContract(
      policyAnswerContract('setCoursePostPolicy'),
      await w.mutate('setCoursePostPolicy', { courseId: String(w.courseId), postManually: true }, POLICY_FIELDS),
    );
    expect(answer.data?.setCoursePostPolicy?.postPolicy).toMatchObject({ _id: String(w.courseId), postManually: true, assignment: null });
    const after = await w.assignment();
    expect([w.assignmentPolicy(before), w.assignmentPolicy(after)]).toEqual([1, 1]);
    await w.mutate('setCoursePostPolicy', { courseId: relayId('Course', w.courseId), postManually: false }, POLICY_FIELDS);
    expect(w.assignmentPolicy(await w.assignment())).toBe(0);
  });
});

describe('postAssignmentGrades', () => {
  it('posts one section’s students and answers the Progress and the sections', async () => {
    const w = postingWorld();
    const id = await w.gradedManual();
    expect(w.postedAt(id)).toEqual({ [w.student]: false, [w.otherStudent]: false });
    const answer = expectContract(
      postingAnswerContract('postAssignmentGrades'),
      await w.posting('postAssignmentGrades', { assignmentId: String(id), sectionIds: [relayId('Section', w.otherSection)] }),
    );
    const payload = answer.data?.postAssignmentGrades;
    expect(payload?.sections).toEqual([{ id: relayId('Section', w.otherSection), _id: String(w.otherSection), name: 'Section B' }]);
    expect(w.postedAt(id)).toEqual({ [w.student]: false, [w.otherStudent]: true });
    const progress = expectContract(progressContract, (await w.app.get(`/api/v1/progress/${payload?.progress?._id}`, 'teacher-token')).body);
    expect(progress).toMatchObject({ tag: 'post_assignment_grades', context_type: 'Course', context_id: w.courseId, completion: 100 });
    expect(progress.results).toMatchObject({ assignment_id: id, user_ids: [w.otherStudent] });
  });

  it('posts only graded work with gradedOnly, and only or all but the named students', async () => {
    const w = postingWorld();
    const id = await w.assignment();
    await w.mutate('setAssignmentPostPolicy', { assignmentId: String(id), postManually: true }, POLICY_FIELDS);
    await w.grade(id, w.otherStudent, { submission: { posted_grade: '7' } });
    await w.posting('postAssignmentGrades', { assignmentId: String(id), gradedOnly: true });
    expect(w.postedAt(id)).toEqual({ [w.student]: false, [w.otherStudent]: true });
    await w.posting('hideAssignmentGrades', { assignmentId: String(id) });
    await w.posting('postAssignmentGrades', { assignmentId: String(id), onlyStudentIds: [String(w.student)] });
    expect(w.postedAt(id)).toEqual({ [w.student]: true, [w.otherStudent]: false });
    await w.posting('hideAssignmentGrades', { assignmentId: String(id) });
    await w.posting('postAssignmentGrades', { assignmentId: String(id), skipStudentIds: [relayId('User', w.student)] });
    expect(w.postedAt(id)).toEqual({ [w.student]: false, [w.otherStudent]: true });
  });

  it('refuses onlyStudentIds with skipStudentIds, changing nothing', async () => {
    const w = postingWorld();
    const id = await w.gradedManual();
    const answer = await w.mutate('postAssignmentGrades', { assignmentId: String(id), onlyStudentIds: ['1'], skipStudentIds: ['2'] }, POSTING_FIELDS);
    expect(messages(answer)).toEqual(['only_student_ids and skip_student_ids cannot be used together']);
    expect(answer.data).toEqual({ postAssignmentGrades: null });
    expect(w.postedAt(id)).toEqual({ [w.student]: false, [w.otherStudent]: false });
  });

  it('posts only the students a section-limited TA sees', async () => {
    const w = postingWorld();
    const id = await w.gradedManual();
    await w.posting('postAssignmentGrades', { assignmentId: String(id) }, 'limited-ta-token');
    expect(w.postedAt(id)).toEqual({ [w.student]: true, [w.otherStudent]: false });
  });
});

describe('hideAssignmentGrades', () => {
  it('hides a section’s grades again', async () => {
    const w = postingWorld();
    const id = await w.gradedManual();
    await w.posting('postAssignmentGrades', { assignmentId: String(id) });
    const answer = await w.posting('hideAssignmentGrades', { assignmentId: String(id), sectionIds: [String(w.course.sectionId)] });
    expect(expectContract(postingAnswerContract('hideAssignmentGrades'), answer).data?.hideAssignmentGrades?.sections).toHaveLength(1);
    expect(w.postedAt(id)).toEqual({ [w.student]: false, [w.otherStudent]: true });
  });
});

describe('refusals, as Canvas answers them: HTTP 200 with errors', () => {
  /** A designer (no grading rights), a TA whose enrollment ended, the student, and a teacher of another course. */
  function refusedWorld() {
    const w = postingWorld();
    const designer = w.app.data.user('Dee Designer', 'designer-token');
    w.app.data.enroll(designer, w.course, 'DesignerEnrollment');
    const pastTa = w.app.data.user('Pat Past', 'past-ta-token');
    w.app.data.enroll(pastTa, w.course, 'TaEnrollment', 'completed');
    const other = w.app.data.user('Otto Other', 'other-teacher-token');
    w.app.data.enroll(other, w.app.data.course({ accountId: w.accountId, termId: w.termId, name: 'Other' }), 'TeacherEnrollment');
    return w;
  }
  const REFUSED = ['designer-token', 'past-ta-token', 'student-token', 'other-teacher-token'];

  it.each(REFUSED)('tells %s "not found" for each mutation and changes nothing', async (token) => {
    const w = refusedWorld();
    const id = await w.gradedManual();
    const assignmentId = String(id);
    const answers = [
      await w.mutate('setAssignmentPostPolicy', { assignmentId, postManually: false }, POLICY_FIELDS, token),
      await w.mutate('setCoursePostPolicy', { courseId: String(w.courseId), postManually: false }, POLICY_FIELDS, token),
      await w.mutate('postAssignmentGrades', { assignmentId }, POSTING_FIELDS, token),
      await w.mutate('hideAssignmentGrades', { assignmentId }, POSTING_FIELDS, token),
    ];
    expect(answers.map(messages)).toEqual([['not found'], ['not found'], ['not found'], ['not found']]);
    expect(w.assignmentPolicy(id)).toBe(1);
    expect(w.postedAt(id)).toEqual({ [w.student]: false, [w.otherStudent]: false });
    expect(w.app.db.prepare('SELECT COUNT(*) AS n FROM progresses').get()).toEqual({ n: 0 });
  });

  it('answers unknown and malformed ids with Canvas’s messages', async () => {
    const w = postingWorld();
    const missing = '999999';
    const answers = [
      await w.mutate('setAssignmentPostPolicy', { assignmentId: missing, postManually: true }, POLICY_FIELDS),
      await w.mutate('setCoursePostPolicy', { courseId: missing, postManually: true }, POLICY_FIELDS),
      await w.mutate('postAssignmentGrades', { assignmentId: missing }, POSTING_FIELDS),
      await w.mutate('hideAssignmentGrades', { assignmentId: '99999999999999999999' }, POSTING_FIELDS),
      await w.mutate('postAssignmentGrades', { assignmentId: relayId('Course', w.courseId) }, POSTING_FIELDS),
      await w.mutate('postAssignmentGrades', { assignmentId: 'not an id' }, POSTING_FIELDS),
      await w.mutate('postAssignmentGrades', { assignmentId: missing, sectionIds: [relayId('User', 1)] }, POSTING_FIELDS),
    ];
    expect(answers.map(messages)).toEqual([
      ['An assignment with that id does not exist'], ['A course with that id does not exist'], ['not found'], ['not found'],
      ['expected an id for Assignment'], ['expected an id for Assignment'], ['expected an id for Section'],
    ]);
  });

  it('answers documents it cannot run with errors, never a server error', async () => {
    const w = postingWorld();
    const bodies: unknown[] = [{}, { query: 'mutation {' }, { query: '{ nothing }' }, { query: '{ assignment(id: "1") { _id } }', variables: '[1' }];
    const answers = await Promise.all(bodies.map((body) => w.app.send('POST', '/api/graphql', 'teacher-token', body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.map((a) => (a.body as { errors: Json[] }).errors.length > 0)).toEqual([true, true, true, true]);
    const long = await w.app.send('POST', '/api/graphql', 'teacher-token', { query: `{ a: assignment(id: "1") { _id } ${'b: __typename '.repeat(2000)} }` });
    expect(messages(long.body as { errors: Json[] })).toEqual(['Syntax Error: Document contains more that 2000 tokens. Parsing aborted.']);
  });

  it('answers the Query’s assignment to its graders only', async () => {
    const w = postingWorld();
    const id = await w.assignment();
    const query = `{ assignment(id: "${id}") { _id postManually } }`;
    expect((await w.graphql(query)).data).toEqual({ assignment: { _id: String(id), postManually: false } });
    expect((await w.graphql(query, {}, 'student-token')).data).toEqual({ assignment: null });
  });
});

describe('who may call /api/graphql', () => {
  const query = { query: '{ __typename }' };

  it('refuses a caller without a token as /api/v1 does', async () => {
    const w = postingWorld();
    expect((await w.app.request('/api/graphql', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(query) })).status).toBe(401);
  });

  it('takes a signed-in browser’s session only with its CSRF token', async () => {
    const w = postingWorld();
    const cookie = sessionCookie(w.app, { id: w.teacher, name: 'Terry Teacher' }, 'teacher-token');
    const send = (headers: Record<string, string>) =>
      w.app.request('/api/graphql', { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie, ...headers }, body: JSON.stringify(query) });
    expect((await send({})).status).toBe(422);
    const accepted = await send({ 'X-CSRF-Token': 'csrf-of-this-session' });
    expect([accepted.status, await accepted.json()]).toEqual([200, { data: { __typename: 'Query' } }]);
  });
});

describe('anonymous assignments', () => {
  /** An anonymous, graded, manually posted assignment (post_assignment_grades.rb and friends refuse partial posting). */
  async function anonymousWorld() {
    const w = postingWorld();
    const id = await w.gradedManual();
    w.app.db.prepare('UPDATE assignments SET anonymous_grading = 1 WHERE id = ?').run(id);
    return { w, id };
  }

  it('refuses posting by section or graded only, and hiding by section while its students are anonymous', async () => {
    const { w, id } = await anonymousWorld();
    const bySection = await w.mutate('postAssignmentGrades', { assignmentId: String(id), sectionIds: [String(w.otherSection)] }, POSTING_FIELDS);
    expect(messages(bySection)).toEqual(['Anonymous assignments cannot be posted by section']);
    const gradedOnly = await w.mutate('postAssignmentGrades', { assignmentId: String(id), gradedOnly: true }, POSTING_FIELDS);
    expect(messages(gradedOnly)).toEqual(['Anonymous assignments cannot be posted by graded only']);
    const hideSection = await w.mutate('hideAssignmentGrades', { assignmentId: String(id), sectionIds: [String(w.otherSection)] }, POSTING_FIELDS);
    expect(messages(hideSection)).toEqual(['Anonymous assignments cannot be hidden by section']);
    expect(w.postedAt(id)).toEqual({ [w.student]: false, [w.otherStudent]: false });
  });

  it('keeps an anonymous assignment manual, whether asked directly or through the course', async () => {
    const { w, id } = await anonymousWorld();
    const answer = await w.mutate('setAssignmentPostPolicy', { assignmentId: String(id), postManually: false }, POLICY_FIELDS);
    expect(messages(answer)).toEqual(['Anonymous assignments must be manually posted']);
    await w.mutate('setCoursePostPolicy', { courseId: String(w.courseId), postManually: false }, POLICY_FIELDS);
    expect(w.assignmentPolicy(id)).toBe(1);
  });
});
