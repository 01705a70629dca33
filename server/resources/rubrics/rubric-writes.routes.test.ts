import { describe, expect, it } from 'vitest';
import { assignmentContract, rubricContract, rubricWriteContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { rubricWorld } from '../../test/rubric-world';

describe('POST /courses/:course_id/rubrics (RubricsController#create)', () => {
  it('keeps criteria in index order, ratings highest first, generates "<rubric id>_<n>" ids, and answers {rubric, rubric_association}', async () => {
    const { createRubric, threeCriteria, assignment } = rubricWorld();
    const assignmentId = await assignment();
    const { status, body } = await createRubric({
      rubric: { title: 'Essay rubric', free_form_criterion_comments: '1', criteria: threeCriteria },
      rubric_association: { association_type: 'Assignment', association_id: assignmentId, purpose: 'grading', use_for_grading: '1', hide_score_total: '0' },
    });
    expect(status).toBe(200);
    const { rubric, rubric_association } = expectContract(rubricWriteContract, body);
    expect(rubric).toMatchObject({ title: 'Essay rubric', points_possible: 10, free_form_criterion_comments: true, context_type: 'Course' });
    expect(rubric.data.map((c) => [c.description, c.points, c.criterion_use_range])).toEqual([['Thesis', 4, false], ['Evidence', 3, false], ['Style', 3, true]]);
    expect(rubric.data[0]?.ratings.map((r) => [r.description, r.points])).toEqual([['Strong', 4], ['Weak', 1], ['None', 0]]);
    expect(rubric.data[0]?.ratings[0]?.long_description).toBe('Arguable and specific.');
    const ids = rubric.data.flatMap((c) => [c.id, ...c.ratings.map((r) => r.id)]);
    for (const id of ids) expect(id).toMatch(new RegExp(`^${rubric.id}_\\d{1,4}$`));
    expect(new Set(ids).size).toBe(ids.length);
    expect(rubric.data.every((c) => c.ratings.every((r) => r.criterion_id === c.id))).toBe(true);
    expect(rubric_association).toMatchObject({ rubric_id: rubric.id, association_id: assignmentId, association_type: 'Assignment', use_for_grading: true, purpose: 'grading' });
  });

  it('keeps ids the client gave, and names a repeated title "Title (1)" as Canvas does', async () => {
    const { createRubric } = rubricWorld();
    const first = expectContract(rubricWriteContract, (await createRubric({ rubric: { title: 'Lab', criteria: { 0: { id: '_crit', description: 'A', ratings: { 0: { id: '_r1', points: 2 } } } } } })).body);
    expect(first.rubric.data[0]).toMatchObject({ id: '_crit', ratings: [{ id: '_r1', criterion_id: '_crit', points: 2, description: 'No Description' }] });
    expect(first.rubric_association).toBeNull();
    const second = expectContract(rubricWriteContract, (await createRubric({ rubric: { title: 'Lab' } })).body);
    expect(second.rubric.title).toBe('Lab (1)');
  });

  it.each([
    [{ rubric: { title: '' } }, 'title'],
    [{ rubric: { criteria: { 0: { ratings: { 0: { points: 'lots' } } } } } }, 'rubric[criteria][0][ratings][0][points]'],
    [{ rubric: { criteria: { 0: { points: 'x' } } } }, 'rubric[criteria][0][points]'],
    [{ rubric: { title: 'T' }, rubric_association: { association_type: 'Assignment', association_id: 999999 } }, 'association_id'],
    [{ rubric: { title: 'T' }, rubric_association: { association_type: 'Quiz', association_id: 1 } }, 'rubric_association[association_type]'],
  ])('refuses %j naming %s, and keeps nothing', async (request, field) => {
    const { createRubric, app } = rubricWorld();
    const { status, body } = await createRubric(request);
    expect(status).toBe(400);
    expect(Object.keys((body as { errors: Record<string, unknown> }).errors)).toEqual([field]);
    expect(app.db.prepare('SELECT COUNT(*) AS n FROM rubrics').get()).toEqual({ n: 0 });
  });

  it.each([
    [{ rubric: 'text' }],
    [{ rubric: { title: ['a'] } }],
    [{ rubric: { criteria: [null, 5, 'x'] } }],
    [{ rubric: { criteria: { 0: { ratings: [1, 2] } } } }],
    [{ rubric: { criteria: 'many' } }],
    [{ rubric_association: { association_type: 'Assignment', association_id: '1e3' } }],
    [{ rubric_association: 'x' }],
    [{ rubric_association_id: 'abc' }],
  ])('answers a malformed body %j with a 400, never a 500', async (request) => {
    const { createRubric } = rubricWorld();
    expect((await createRubric(request)).status).toBe(400);
  });

  it('refuses what Lectern does not keep by name: outcomes and account associations', async () => {
    const { createRubric } = rubricWorld();
    const outcome = await createRubric({ rubric: { criteria: { 0: { learning_outcome_id: '4' } } } });
    expect(outcome).toMatchObject({ status: 400, body: { errors: [{ message: 'rubric[criteria][0][learning_outcome_id] is not supported by this server' }] } });
    const account = await createRubric({ rubric_association: { association_type: 'Account', association_id: 1 } });
    expect(account).toMatchObject({ status: 400, body: { errors: [{ message: 'rubric_association[association_type]=Account is not supported by this server' }] } });
  });

  it('refuses students and observers of the course', async () => {
    const { createRubric } = rubricWorld();
    expect((await createRubric({ rubric: { title: 'Mine' } }, 'student-token')).status).toBe(403);
  });
});

describe('PUT and DELETE /courses/:course_id/rubrics/:id', () => {
  it('edits in place, keeps what the edit leaves out, and moves the assignment’s points to the new total', async () => {
    const { app, rubricOn, assignment, rubrics, base } = rubricWorld();
    const assignmentId = await assignment();
    const { rubric } = await rubricOn(assignmentId);
    const { status, body } = await app.send('PUT', `${rubrics}/${rubric.id}`, 'teacher-token', {
      rubric: { criteria: { 0: { description: 'Only', ratings: { 0: { points: 6 } } } } },
    });
    expect(status).toBe(200);
    const edited = expectContract(rubricWriteContract, body).rubric;
    expect(edited).toMatchObject({ id: rubric.id, title: 'Essay rubric', points_possible: 6, free_form_criterion_comments: true });
    expect(expectContract(assignmentContract, (await app.get(`${base}/${assignmentId}`, 'teacher-token')).body).points_possible).toBe(6);
  });

  it('copies a rubric that grades two assignments instead of changing both, as Canvas does', async () => {
    const { app, rubricOn, assignment, rubrics, associations } = rubricWorld();
    const [a, b] = [await assignment(), await assignment({ name: 'Second' })];
    const { rubric, rubric_association } = await rubricOn(a);
    await app.send('POST', associations, 'teacher-token', { rubric_association: { rubric_id: rubric.id, association_type: 'Assignment', association_id: b, purpose: 'grading' } });
    const { body } = await app.send('PUT', `${rubrics}/${rubric.id}`, 'teacher-token', { rubric_association_id: rubric_association.id, rubric: { title: 'Changed' } });
    const answer = expectContract(rubricWriteContract, body);
    expect(answer.rubric.id).not.toBe(rubric.id);
    expect(answer.rubric_association).toMatchObject({ id: rubric_association.id, rubric_id: answer.rubric.id, association_id: a });
    const original = expectContract(rubricContract, (await app.get(`${rubrics}/${rubric.id}`, 'teacher-token')).body);
    expect(original.title).toBe('Essay rubric');
  });

  it('deletes the rubric and detaches it from its assignments', async () => {
    const { app, rubricOn, assignment, rubrics, base } = rubricWorld();
    const assignmentId = await assignment();
    const { rubric } = await rubricOn(assignmentId);
    expect((await app.send('DELETE', `${rubrics}/${rubric.id}`, 'teacher-token')).status).toBe(200);
    expect((await app.get(`${rubrics}/${rubric.id}`, 'teacher-token')).status).toBe(404);
    expect(expectContract(assignmentContract, (await app.get(`${base}/${assignmentId}`, 'teacher-token')).body)).not.toHaveProperty('rubric');
    expect((await app.send('DELETE', `${rubrics}/${rubric.id}`, 'teacher-token')).status).toBe(404);
  });
});
