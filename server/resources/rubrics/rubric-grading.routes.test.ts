import { describe, expect, it } from 'vitest';
import { gradedSubmissionContract, rubricAssessmentContract, submissionContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { rubricWorld } from '../../test/rubric-world';

/**
 * The grade PUT's rubric_assessment (SubmissionsApiController#update, RubricAssociation#assess,
 * RubricAssessment#update_artifact) and the submission includes rubric_assessment / full_rubric_assessment
 * (lib/api/v1/submission.rb, lib/api/v1/rubric_assessment.rb).
 */
async function graded(useForGrading = true) {
  const world = rubricWorld();
  const assignmentId = await world.assignment();
  const { rubric, rubric_association } = await world.rubricOn(assignmentId, { use_for_grading: useForGrading });
  const [thesis, evidence, style] = rubric.data as [typeof rubric.data[0], typeof rubric.data[0], typeof rubric.data[0]];
  const submission = (query: string, token = 'teacher-token') =>
    world.app.get(`${world.base}/${assignmentId}/submissions/${world.student}?${query}`, token);
  return { ...world, assignmentId, rubric, association: rubric_association, thesis, evidence, style, submission };
}

describe('PUT …/submissions/:user_id with rubric_assessment', () => {
  it('stores the assessment, sets the score to its total on a rubric used for grading, and answers rubric_assessment', async () => {
    const w = await graded();
    const strong = w.thesis.ratings[0]?.id;
    const { status, body } = await w.grade(w.assignmentId, w.student, {
      rubric_assessment: { [w.thesis.id]: { rating_id: strong, comments: 'Sharp claim' }, [w.evidence.id]: { points: '3' }, [w.style.id]: { points: 2.5 } },
    });
    expect(status).toBe(200);
    const answer = expectContract(gradedSubmissionContract, body);
    expect(answer).toMatchObject({ score: 9.5, grade: '9.5', workflow_state: 'graded' });
    expect(answer.rubric_assessment).toEqual({
      [w.thesis.id]: { rating_id: strong, points: 4, comments: 'Sharp claim' },
      [w.evidence.id]: { rating_id: w.evidence.ratings[0]?.id, points: 3, comments: null },
      // 2.5 on a range criterion falls in the band of the rating worth 3 (above the next one's 1).
      [w.style.id]: { rating_id: w.style.ratings[0]?.id, points: 2.5, comments: null },
    });
    expect(w.stored(w.assignmentId, w.student)?.score).toBe(9.5);
  });

  it('the rubric total replaces a posted grade sent with it, as Canvas grades first and assesses after', async () => {
    const w = await graded();
    const { body } = await w.grade(w.assignmentId, w.student, { submission: { posted_grade: '2' }, rubric_assessment: { [w.thesis.id]: { points: 4 } } });
    expect(expectContract(gradedSubmissionContract, body).score).toBe(4);
  });

  it('keeps a partial assessment as given, and leaves the score alone on a rubric not used for grading', async () => {
    const w = await graded(false);
    await w.grade(w.assignmentId, w.student, { submission: { posted_grade: '7' } });
    const { body } = await w.grade(w.assignmentId, w.student, { rubric_assessment: { [w.evidence.id]: { points: 0, comments: 'No sources' } } });
    const answer = expectContract(gradedSubmissionContract, body);
    expect(answer.score).toBe(7);
    expect(Object.keys(answer.rubric_assessment ?? {})).toEqual([w.evidence.id]);
    const full = expectContract(submissionContract, (await w.submission('include[]=full_rubric_assessment')).body).full_rubric_assessment;
    expect(full).toMatchObject({
      rubric_id: w.rubric.id, rubric_association_id: w.association.id, score: 0, artifact_type: 'Submission', artifact_attempt: null,
      assessment_type: 'grading', assessor_id: w.teacher, assessor_name: 'Terry Teacher',
      data: [{ criterion_id: w.evidence.id, points: 0, comments: 'No sources', description: 'Missing' }],
      rubric_association: { id: w.association.id, use_for_grading: false },
    });
  });

  it.each([
    [(_w: Awaited<ReturnType<typeof graded>>) => ({ nope: { points: 1 } }), 'rubric_assessment[nope]'],
    [(w: Awaited<ReturnType<typeof graded>>) => ({ [w.thesis.id]: { points: 5 } }), 'points'],
    [(w: Awaited<ReturnType<typeof graded>>) => ({ [w.thesis.id]: { points: -1 } }), 'points'],
    [(w: Awaited<ReturnType<typeof graded>>) => ({ [w.thesis.id]: { points: 'four' } }), 'points'],
    [(w: Awaited<ReturnType<typeof graded>>) => ({ [w.thesis.id]: { rating_id: w.evidence.ratings[0]?.id } }), 'rating_id'],
  ])('refuses a bad assessment (%#) naming the field, and changes nothing', async (make, field) => {
    const w = await graded();
    const before = w.stored(w.assignmentId, w.student);
    const { status, body } = await w.grade(w.assignmentId, w.student, { submission: { posted_grade: '1' }, rubric_assessment: make(w) });
    expect(status).toBe(400);
    expect(Object.keys((body as { errors: Record<string, unknown> }).errors)[0]).toContain(field);
    expect(w.stored(w.assignmentId, w.student)).toEqual(before);
    expect(w.app.db.prepare('SELECT COUNT(*) AS n FROM rubric_assessments').get()).toEqual({ n: 0 });
  });

  it('refuses rubric_assessment on an assignment without a rubric, and from a student', async () => {
    const w = await graded();
    const plain = await w.assignment({ name: 'Plain' });
    expect((await w.grade(plain, w.student, { rubric_assessment: { x: { points: 1 } } })).status).toBe(400);
    expect((await w.grade(w.assignmentId, w.student, { rubric_assessment: { [w.thesis.id]: { points: 4 } } }, 'student-token')).status).toBe(403);
  });

  it('keeps each grading’s assessment in the submission history', async () => {
    const w = await graded();
    await w.grade(w.assignmentId, w.student, { rubric_assessment: { [w.thesis.id]: { points: 1 } } });
    await w.grade(w.assignmentId, w.student, { rubric_assessment: { [w.thesis.id]: { points: 4 } } });
    const versions = w.app.db
      .prepare<[], { snapshot: string }>('SELECT snapshot FROM submission_versions ORDER BY id')
      .all()
      .map((v) => JSON.parse(v.snapshot) as { score: number; rubric_assessment: { score: number } });
    expect(versions.map((v) => [v.score, v.rubric_assessment.score])).toEqual([[1, 1], [4, 4]]);
    const history = expectContract(submissionContract, (await w.submission('include[]=submission_history&include[]=rubric_assessment')).body).submission_history;
    expect(history?.at(-1)?.rubric_assessment).toEqual({ [w.thesis.id]: { rating_id: w.thesis.ratings[0]?.id, points: 4, comments: null } });
  });
});

describe('POST/PUT/DELETE …/rubric_associations/:id/rubric_assessments (RubricAssessmentsController)', () => {
  it('assesses through the same saving code, with Canvas’s criterion_<id> keys, and deletes', async () => {
    const w = await graded();
    const path = `${w.associations}/${w.association.id}/rubric_assessments`;
    const { status, body } = await w.app.send('POST', path, 'ta-token', {
      rubric_assessment: { user_id: w.student, assessment_type: 'grading', [`criterion_${w.thesis.id}`]: { points: 4, comments: 'Good' } },
    });
    expect(status).toBe(200);
    const created = expectContract(rubricAssessmentContract, body);
    expect(created).toMatchObject({ score: 4, assessor_id: w.ta });
    expect(w.stored(w.assignmentId, w.student)?.score).toBe(4);
    const edited = await w.app.send('PUT', `${path}/${created.id}`, 'teacher-token', { rubric_assessment: { [`criterion_${w.evidence.id}`]: { points: 3 } } });
    expect(expectContract(rubricAssessmentContract, edited.body)).toMatchObject({ id: created.id, score: 3, data: [{ criterion_id: w.evidence.id, points: 3 }] });
    expect(w.stored(w.assignmentId, w.student)?.score).toBe(3);
    expect((await w.app.send('DELETE', `${path}/${created.id}`, 'teacher-token')).status).toBe(200);
    expect(expectContract(submissionContract, (await w.submission('include[]=rubric_assessment')).body)).not.toHaveProperty('rubric_assessment');
  });

  it('refuses peer reviews and moderated grading by name', async () => {
    const w = await graded();
    const path = `${w.associations}/${w.association.id}/rubric_assessments`;
    const peer = await w.app.send('POST', path, 'teacher-token', { rubric_assessment: { user_id: w.student, assessment_type: 'peer_review' } });
    expect(peer).toMatchObject({ status: 400, body: { errors: [{ message: 'rubric_assessment[assessment_type]=peer_review is not supported by this server' }] } });
    const provisional = await w.app.send('POST', path, 'teacher-token', { provisional: true, rubric_assessment: { user_id: w.student } });
    expect(provisional.status).toBe(400);
  });
});
