import { describe, expect, it, vi } from 'vitest';
import { gradingStandardContract, progressContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { gradingWorld } from '../../test/grading-world';

/**
 * Letter grades read and written with the assignment's grading standard, else the course's, else Canvas's default
 * (canvas-lms app/models/assignment.rb grading_standard_or_default; app/models/grading_standard.rb grade_to_score and
 * score_to_grade): a letter is worth the top of its band.
 */
function standardsWorld() {
  const world = gradingWorld();
  const { app, course } = world;
  const standard = async (entries: [string, number][]) => {
    const body = { title: 'Custom', grading_scheme_entry: entries.map(([name, value]) => ({ name, value })) };
    const { body: created } = await app.send('POST', `/api/v1/courses/${course.id}/grading_standards`, 'teacher-token', body);
    return expectContract(gradingStandardContract, created).id;
  };
  const useForCourse = (id: number) =>
    app.send('PUT', `/api/v1/courses/${course.id}`, 'teacher-token', { course: { grading_standard_id: id } });
  const useForAssignment = (assignmentId: number, id: number) =>
    app.db.prepare('UPDATE assignments SET grading_standard_id = ? WHERE id = ?').run(id, assignmentId);
  return { ...world, standard, useForCourse, useForAssignment };
}

const BANDS: [string, number][] = [['Excellent', 90], ['Good', 70], ['Poor', 0]];

describe("the course's grading standard on the grade PUT", () => {
  it('scores a letter at the top of its band and names the band of a score', async () => {
    const { standard, useForCourse, assignment, grade, student, stored } = standardsWorld();
    await useForCourse(await standard(BANDS));
    const id = await assignment({ grading_type: 'letter_grade' });
    expect((await grade(id, student, { submission: { posted_grade: 'good' } })).status).toBe(200);
    // Good runs from 70 up to the Excellent cutoff of 90: Canvas scores it 89%, so 8.9 of 10 points.
    expect(stored(id, student)).toMatchObject({ score: 8.9, grade: 'Good' });
    await grade(id, student, { submission: { posted_grade: '9.5' } });
    expect(stored(id, student)).toMatchObject({ score: 9.5, grade: 'Excellent' });
    await grade(id, student, { submission: { posted_grade: '65%' } });
    expect(stored(id, student)).toMatchObject({ score: 6.5, grade: 'Poor' });
  });

  it("refuses a letter of Canvas's default scheme that the standard lacks", async () => {
    const { standard, useForCourse, assignment, grade, student, stored } = standardsWorld();
    await useForCourse(await standard(BANDS));
    const id = await assignment({ grading_type: 'gpa_scale' });
    const { status, body } = await grade(id, student, { submission: { posted_grade: 'B' } });
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'Invalid grade: B' });
    expect(stored(id, student)?.score ?? null).toBeNull();
  });

  it("prefers the assignment's own standard to the course's", async () => {
    const { standard, useForCourse, useForAssignment, assignment, grade, student, stored } = standardsWorld();
    await useForCourse(await standard(BANDS));
    const id = await assignment({ grading_type: 'letter_grade' });
    useForAssignment(id, await standard([['Through', 50], ['Retake', 0]]));
    await grade(id, student, { submission: { posted_grade: 'Retake' } });
    expect(stored(id, student)).toMatchObject({ score: 4.9, grade: 'Retake' });
  });

  it('reads a bare number as a band named by that number, unless prefer_points_over_scheme (interpret_grade)', async () => {
    const { standard, useForCourse, assignment, grade, student, stored } = standardsWorld();
    await useForCourse(await standard([['4.0', 94], ['3.7', 90], ['3.0', 80], ['0.0', 0]]));
    const id = await assignment({ grading_type: 'gpa_scale' });
    await grade(id, student, { submission: { posted_grade: '3.7' } });
    expect(stored(id, student)).toMatchObject({ score: 9.3, grade: '3.7' });
    await grade(id, student, { submission: { posted_grade: '4' } });
    expect(stored(id, student)).toMatchObject({ score: 10, grade: '4.0' });
    await grade(id, student, { submission: { posted_grade: '3.7' }, prefer_points_over_scheme: true });
    expect(stored(id, student)).toMatchObject({ score: 3.7, grade: '0.0' });
    await grade(id, student, { submission: { posted_grade: '8.5' } });
    expect(stored(id, student)).toMatchObject({ score: 8.5, grade: '3.0' });
  });

  it("falls back to Canvas's default scheme without a standard", async () => {
    const { assignment, grade, student, stored } = standardsWorld();
    const id = await assignment({ grading_type: 'letter_grade' });
    await grade(id, student, { submission: { posted_grade: 'B' } });
    expect(stored(id, student)).toMatchObject({ score: 8.6, grade: 'B' });
  });
});

describe('the grading standard on POST …/submissions/update_grades', () => {
  it('grades each student with the same standard in the background job', async () => {
    const { app, course, standard, useForCourse, assignment, student, otherStudent, stored } = standardsWorld();
    await useForCourse(await standard(BANDS));
    const id = await assignment({ grading_type: 'letter_grade' });
    const { body } = await app.send('POST', `/api/v1/courses/${course.id}/assignments/${id}/submissions/update_grades`, 'teacher-token', {
      grade_data: { [student]: { posted_grade: 'Excellent' }, [otherStudent]: { posted_grade: '7' } },
    });
    const { id: progressId } = expectContract(progressContract, body);
    await vi.waitFor(async () => {
      const { body: current } = await app.get(`/api/v1/progress/${progressId}`, 'teacher-token');
      expect(expectContract(progressContract, current).workflow_state).toBe('completed');
    });
    expect(stored(id, student)).toMatchObject({ score: 10, grade: 'Excellent' });
    expect(stored(id, otherStudent)).toMatchObject({ score: 7, grade: 'Good' });
  });
});
