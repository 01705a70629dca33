import { describe, expect, it } from 'vitest';
import { assignmentContract, rubricAssociationAnswerContract, rubricWriteContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { rubricWorld } from '../../test/rubric-world';

describe('POST/PUT/DELETE /courses/:course_id/rubric_associations[/:id] (RubricAssociationsController)', () => {
  it('reuses a course rubric on another assignment, replacing the rubric it graded with', async () => {
    const { app, rubricOn, createRubric, assignment, associations, base } = rubricWorld();
    const assignmentId = await assignment();
    const first = await rubricOn(assignmentId);
    const other = expectContract(rubricWriteContract, (await createRubric({ rubric: { title: 'Other', criteria: { 0: { ratings: { 0: { points: 7 } } } } } })).body);
    const { status, body } = await app.send('POST', associations, 'teacher-token', {
      rubric_association: { rubric_id: other.rubric.id, association_type: 'Assignment', association_id: assignmentId, purpose: 'grading', use_for_grading: '1' },
    });
    expect(status).toBe(200);
    const answer = expectContract(rubricWriteContract, body);
    expect(answer).toMatchObject({ rubric: { id: other.rubric.id }, rubric_association: { association_id: assignmentId, use_for_grading: true } });
    const read = expectContract(assignmentContract, (await app.get(`${base}/${assignmentId}`, 'teacher-token')).body);
    expect(read).toMatchObject({ rubric_settings: { id: other.rubric.id }, points_possible: 7 });
    expect((await app.send('PUT', `${associations}/${first.rubric_association.id}`, 'teacher-token', { rubric_association: { hide_score_total: true } })).status).toBe(404);
  });

  it('edits the association’s settings, keeps the assignment’s points when asked to skip them, and detaches', async () => {
    const { app, rubricOn, assignment, associations, base } = rubricWorld();
    const assignmentId = await assignment({ points_possible: 25 });
    const { rubric_association } = await rubricOn(assignmentId, { skip_updating_points_possible: true });
    expect(expectContract(assignmentContract, (await app.get(`${base}/${assignmentId}`, 'teacher-token')).body).points_possible).toBe(25);
    const path = `${associations}/${rubric_association.id}`;
    const edited = expectContract(rubricWriteContract, (await app.send('PUT', path, 'teacher-token', { rubric_association: { use_for_grading: false, hide_points: true } })).body);
    expect(edited.rubric_association).toMatchObject({ use_for_grading: false, hide_points: true, purpose: 'grading' });
    const removed = expectContract(rubricAssociationAnswerContract, (await app.send('DELETE', path, 'teacher-token')).body);
    expect(removed.rubric_association.id).toBe(rubric_association.id);
    expect(expectContract(assignmentContract, (await app.get(`${base}/${assignmentId}`, 'teacher-token')).body)).not.toHaveProperty('rubric_settings');
  });

  it.each([
    [{}, 'rubric_association is missing'],
    [{ rubric_association: { rubric_id: 424242, association_type: 'Course', association_id: 1 } }, 'rubric_id'],
    [{ rubric_association: { association_type: 'Assignment', association_id: 1 } }, 'rubric_id'],
  ])('refuses %j', async (request, named) => {
    const { app, associations } = rubricWorld();
    const { status, body } = await app.send('POST', associations, 'teacher-token', request);
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain(named);
  });
});
