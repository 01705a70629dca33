import { describe, expect, it } from 'vitest';
import { assignmentContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { gradingWorld } from '../../test/grading-world';
import { attachRubric, criteriaOfSize } from './seed-rubrics';

describe('attachRubric (for the seed and the benchmark)', () => {
  it('gives an assignment an N-criterion rubric it grades with, served as the API serves one', async () => {
    const w = gradingWorld();
    const assignmentId = await w.assignment();
    const attached = attachRubric(w.app.db, { courseId: w.course.id, assignmentId, userId: w.teacher, title: 'Bench', criteria: criteriaOfSize(10), now: '2026-01-10T12:00:00Z' });
    expect(attached).toMatchObject({ pointsPossible: 40 });
    expect(attached.criterionIds).toHaveLength(10);
    const read = expectContract(assignmentContract, (await w.app.get(`/api/v1/courses/${w.course.id}/assignments/${assignmentId}`, 'teacher-token')).body);
    expect(read).toMatchObject({ points_possible: 40, use_rubric_for_grading: true, rubric_settings: { id: attached.rubricId, title: 'Bench' } });
    expect(read.rubric?.map((c) => c.id)).toEqual(attached.criterionIds);
    expect(read.rubric?.[0]?.ratings.map((r) => r.points)).toEqual([4, 3, 2, 0]);
  });
});
