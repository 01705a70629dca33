import { describe, expect, it } from 'vitest';
import { assignmentContract, assignmentGroupContract, listOf, rubricContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { rubricWorld } from '../../test/rubric-world';

describe('GET /courses/:course_id/rubrics[/:id] (RubricsApiController)', () => {
  it('lists the course’s live rubrics for those who manage rubrics', async () => {
    const { app, rubricOn, assignment, rubrics } = rubricWorld();
    const { rubric } = await rubricOn(await assignment());
    const list = expectContract(listOf(rubricContract), (await app.get(rubrics, 'ta-token')).body);
    expect(list.map((r) => r.id)).toEqual([rubric.id]);
    expect(list[0]).not.toHaveProperty('criteria');
    expect((await app.get(rubrics, 'student-token')).status).toBe(403);
  });

  it('answers include[]=associations scoped by type and criteria with style=full', async () => {
    const { app, rubricOn, assignment, rubrics, course } = rubricWorld();
    const assignmentId = await assignment();
    const { rubric } = await rubricOn(assignmentId);
    const all = expectContract(rubricContract, (await app.get(`${rubrics}/${rubric.id}?include[]=associations`, 'teacher-token')).body);
    expect(all.associations?.map((a) => [a.association_type, a.association_id])).toEqual([['Assignment', assignmentId]]);
    const courses = expectContract(rubricContract, (await app.get(`${rubrics}/${rubric.id}?include[]=course_associations`, 'teacher-token')).body);
    expect(courses.associations).toEqual([]);
    const full = expectContract(rubricContract, (await app.get(`${rubrics}/${rubric.id}?include[]=assessments&style=full`, 'teacher-token')).body);
    expect(full.criteria).toEqual(full.data);
    expect(full.assessments).toEqual([]);
    expect(course.id).toBe(full.context_id);
  });

  it.each([
    ['include[]=everything', 'include'],
    ['style=fancy&include[]=assessments', 'style'],
    ['style=full', 'style'],
    ['include[]=assessments&include[]=peer_assessments', 'include'],
  ])('refuses %s naming %s as validate_args does', async (query, field) => {
    const { app, rubricOn, assignment, rubrics } = rubricWorld();
    const { rubric } = await rubricOn(await assignment());
    const { status, body } = await app.get(`${rubrics}/${rubric.id}?${query}`, 'teacher-token');
    expect(status).toBe(400);
    expect(Object.keys((body as { errors: Record<string, unknown> }).errors)).toEqual([field]);
  });

  it('lets a student read the rubric of an assignment they see, but no other rubric', async () => {
    const { app, rubricOn, createRubric, assignment, rubrics } = rubricWorld();
    const { rubric } = await rubricOn(await assignment());
    expect(expectContract(rubricContract, (await app.get(`${rubrics}/${rubric.id}`, 'student-token')).body).id).toBe(rubric.id);
    const loose = (await createRubric({ rubric: { title: 'Unused' } })).body as { rubric: { id: number } };
    expect((await app.get(`${rubrics}/${loose.rubric.id}`, 'student-token')).status).toBe(403);
    const hidden = await assignment({ name: 'Draft', published: false });
    const draft = await rubricOn(hidden);
    expect((await app.get(`${rubrics}/${draft.rubric.id}`, 'student-token')).status).toBe(403);
  });

  it('answers 404 {"message":"Rubric not found"} for an unknown rubric', async () => {
    const { app, rubrics } = rubricWorld();
    expect(await app.get(`${rubrics}/424242`, 'teacher-token')).toMatchObject({ status: 404, body: { message: 'Rubric not found' } });
  });
});

describe('Assignment JSON carries its grading rubric (lib/api/v1/assignment.rb)', () => {
  it('adds rubric, rubric_settings, use_rubric_for_grading and free_form_criterion_comments, only while a rubric grades it', async () => {
    const { app, rubricOn, assignment, base, associations } = rubricWorld();
    const withRubric = await assignment();
    const without = await assignment({ name: 'Plain' });
    const { rubric, rubric_association } = await rubricOn(withRubric, { hide_score_total: true });
    const list = expectContract(listOf(assignmentContract), (await app.get(base, 'student-token')).body);
    const graded = list.find((a) => a.id === withRubric);
    expect(graded).toMatchObject({
      use_rubric_for_grading: true,
      free_form_criterion_comments: true,
      points_possible: 10,
      rubric_settings: { id: rubric.id, title: 'Essay rubric', points_possible: 10, free_form_criterion_comments: true, hide_score_total: true, hide_points: false },
    });
    expect(graded?.rubric?.map((c) => [c.id, c.points, c.criterion_use_range, c.ratings.map((r) => r.points)])).toEqual(
      rubric.data.map((c) => [c.id, c.ratings[0]?.points, c.id === rubric.data[2]?.id, c.ratings.map((r) => r.points)]),
    );
    expect(expectContract(rubricContract, (await app.get(`/api/v1/courses/${graded?.course_id}/rubrics/${rubric.id}`, 'teacher-token')).body).hide_score_total).toBe(true);
    const plain = list.find((a) => a.id === without);
    for (const key of ['rubric', 'rubric_settings', 'use_rubric_for_grading', 'free_form_criterion_comments']) expect(plain).not.toHaveProperty(key);
    await app.send('DELETE', `${associations}/${rubric_association.id}`, 'teacher-token');
    expect(expectContract(assignmentContract, (await app.get(`${base}/${withRubric}`, 'teacher-token')).body)).not.toHaveProperty('rubric');
  });

  it('carries them in assignment groups’ include[]=assignments too, one query for all groups', async () => {
    const { app, rubricOn, assignment, course } = rubricWorld();
    const assignmentId = await assignment();
    const { rubric } = await rubricOn(assignmentId);
    const groups = expectContract(listOf(assignmentGroupContract), (await app.get(`/api/v1/courses/${course.id}/assignment_groups?include[]=assignments`, 'student-token')).body);
    const found = groups.flatMap((g) => g.assignments ?? []).find((a) => a.id === assignmentId);
    expect(found).toMatchObject({ use_rubric_for_grading: true, rubric_settings: { id: rubric.id } });
  });
});
