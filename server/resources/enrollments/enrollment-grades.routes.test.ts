import { describe, expect, it } from 'vitest';
import { courseContract, enrollmentContract, listOf } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { postingWorld } from '../../test/posting-world';

type Grades = Record<string, unknown>;

/** The course grades every kind of change leaves, read from GET /courses/:id/enrollments (Api::V1::User#grades_hash). */
function gradesWorld() {
  const world = postingWorld();
  const { app, courseId } = world;
  /** The student's `grades` as the token's holder reads them. */
  const grades = async (token = 'teacher-token', userId = world.student): Promise<Grades> => {
    const { status, body } = await app.get(`/api/v1/courses/${courseId}/enrollments?user_id=${userId}&include[]=current_points`, token);
    expect(status).toBe(200);
    const [enrollment] = expectContract(listOf(enrollmentContract), body).filter((e) => e.type === 'StudentEnrollment');
    return enrollment?.grades ?? {};
  };
  const scores = async (token?: string) => {
    const g = await grades(token);
    return { current: g.current_score, final: g.final_score };
  };
  const course = (fields: Record<string, unknown>) => app.send('PUT', `/api/v1/courses/${courseId}`, 'teacher-token', { course: fields });
  const group = (id: number, fields: Record<string, unknown>) =>
    app.send('PUT', `/api/v1/courses/${courseId}/assignment_groups/${id}`, 'teacher-token', fields);
  const newGroup = async (name: string, weight: number) =>
    ((await app.send('POST', `/api/v1/courses/${courseId}/assignment_groups`, 'teacher-token', { name, group_weight: weight })).body as { id: number }).id;
  const score = (assignmentId: number, grade: string, userId = world.student) => world.grade(assignmentId, userId, { submission: { posted_grade: grade } });
  return { ...world, grades, scores, course, group, newGroup, score };
}

describe('enrollment grades after each change', () => {
  it('counts a grade at once, for the student too, and leaves ungraded work out of the current score only', async () => {
    const w = gradesWorld();
    const a = await w.assignment();
    await w.assignment();
    expect(await w.scores()).toEqual({ current: null, final: 0 });
    await w.score(a, '8');
    expect(await w.grades()).toMatchObject({
      current_score: 80, final_score: 40, current_grade: null, final_grade: null, current_points: 8,
      unposted_current_score: 80, unposted_final_score: 40, unposted_current_points: 8,
    });
    expect(await w.scores('student-token')).toEqual({ current: 80, final: 40 });
  });

  it('leaves excused work out of both scores', async () => {
    const w = gradesWorld();
    const a = await w.assignment();
    const b = await w.assignment();
    await w.score(a, '8');
    await w.grade(b, w.student, { submission: { excuse: true } });
    expect(await w.scores()).toEqual({ current: 80, final: 80 });
  });

  it('follows points_possible, omit_from_final_grade, not_graded, publishing and deletion', async () => {
    const w = gradesWorld();
    const a = await w.assignment();
    const b = await w.assignment();
    await w.score(a, '8');
    expect(await w.scores()).toEqual({ current: 80, final: 40 });
    await w.edit(a, { points_possible: 16 });
    expect(await w.scores()).toEqual({ current: 50, final: 30.77 });
    await w.edit(b, { omit_from_final_grade: true });
    expect(await w.scores()).toEqual({ current: 50, final: 50 });
    await w.edit(b, { omit_from_final_grade: false, grading_type: 'not_graded' });
    expect(await w.scores()).toEqual({ current: 50, final: 50 });
    const draft = await w.assignment({ published: false, points_possible: 16 });
    expect(await w.scores()).toEqual({ current: 50, final: 50 });
    await w.edit(draft, { published: true });
    expect(await w.scores()).toEqual({ current: 50, final: 25 });
    expect((await w.app.send('DELETE', `${w.base}/${draft}`, 'teacher-token')).status).toBe(200);
    expect(await w.scores()).toEqual({ current: 50, final: 50 });
  });

  it('weights groups when the course says so, and follows weight and rule changes', async () => {
    const w = gradesWorld();
    const first = await w.newGroup('Essays', 75);
    const second = await w.newGroup('Quizzes', 25);
    const essay = await w.assignment({ assignment_group_id: first });
    const quiz = await w.assignment({ assignment_group_id: second });
    const quiz2 = await w.assignment({ assignment_group_id: second });
    await w.score(essay, '8');
    await w.score(quiz, '5');
    await w.score(quiz2, '9');
    expect(await w.scores()).toEqual({ current: 73.33, final: 73.33 });
    expect((await w.course({ apply_assignment_group_weights: true })).status).toBe(200);
    expect(await w.scores()).toEqual({ current: 77.5, final: 77.5 });
    await w.group(first, { group_weight: 25 });
    await w.group(second, { group_weight: 75 });
    expect(await w.scores()).toEqual({ current: 72.5, final: 72.5 });
    await w.group(second, { rules: { drop_lowest: 1 } });
    expect(await w.scores()).toEqual({ current: 87.5, final: 87.5 });
    // With the low quiz never dropped, one droppable quiz is left, and Canvas never drops the last one.
    await w.group(second, { rules: { drop_lowest: 1, never_drop: [quiz] } });
    expect(await w.scores()).toEqual({ current: 72.5, final: 72.5 });
    expect((await w.course({ apply_assignment_group_weights: false })).status).toBe(200);
    expect(await w.scores()).toEqual({ current: 73.33, final: 73.33 });
  });

  it('shows a student only posted grades, and graders the unposted figures beside the posted ones', async () => {
    const w = gradesWorld();
    const posted = await w.assignment();
    await w.score(posted, '10');
    const manual = await w.gradedManual();
    expect(await w.scores('student-token')).toEqual({ current: 100, final: 50 });
    expect(await w.grades('student-token')).not.toHaveProperty('unposted_current_score');
    expect(await w.grades()).toMatchObject({ current_score: 100, final_score: 50, unposted_current_score: 90, unposted_final_score: 90 });
    await w.posting('postAssignmentGrades', { assignmentId: String(manual) });
    expect(await w.scores('student-token')).toEqual({ current: 90, final: 90 });
    await w.posting('hideAssignmentGrades', { assignmentId: String(manual) });
    expect(await w.scores('student-token')).toEqual({ current: 100, final: 50 });
  });

  it('gives letters once the course uses a grading standard', async () => {
    const w = gradesWorld();
    await w.score(await w.assignment(), '8.8');
    expect(await w.grades()).toMatchObject({ current_grade: null, unposted_final_grade: null });
    const standard = await w.app.send('POST', `/api/v1/courses/${w.courseId}/grading_standards`, 'teacher-token', {
      title: 'Letters', grading_scheme_entry: [{ name: 'A', value: 90 }, { name: 'B+', value: 87 }, { name: 'B', value: 80 }, { name: 'F', value: 0 }],
    });
    await w.course({ grading_standard_id: (standard.body as { id: number }).id });
    expect(await w.grades()).toMatchObject({ current_grade: 'B+', final_grade: 'B+', unposted_current_grade: 'B+', unposted_final_grade: 'B+' });
    expect(await w.grades('student-token')).toMatchObject({ current_score: 88, current_grade: 'B+' });
  });

  it('hides the course grade from the student while the course hides final grades', async () => {
    const w = gradesWorld();
    await w.score(await w.assignment(), '8');
    await w.course({ hide_final_grades: true });
    expect(Object.keys(await w.grades('student-token'))).toEqual(['html_url']);
    expect(await w.grades()).toMatchObject({ current_score: 80 });
  });

  it("puts the student's own course grade on their enrollments in GET /courses with include[]=total_scores", async () => {
    const w = gradesWorld();
    await w.score(await w.assignment(), '8');
    await w.gradedManual();
    const mine = async (path: string) => {
      const { status, body } = await w.app.get(path, 'student-token');
      expect(status).toBe(200);
      const course = Array.isArray(body) ? expectContract(listOf(courseContract), body)[0] : expectContract(courseContract, body);
      return course?.enrollments?.find((e) => e.type === 'student');
    };
    for (const path of [`/api/v1/courses?include[]=total_scores`, `/api/v1/courses/${w.courseId}?include[]=total_scores`, `/api/v1/users/self/courses?include[]=total_scores`]) {
      expect(await mine(path)).toEqual(expect.objectContaining({
        computed_current_score: 80, computed_final_score: 40, computed_current_grade: null, computed_final_grade: null,
      }));
      expect(await mine(path)).not.toHaveProperty('unposted_current_score');
    }
    await w.course({ hide_final_grades: true });
    expect(await mine(`/api/v1/courses/${w.courseId}?include[]=total_scores`)).not.toHaveProperty('computed_current_score');
  });

  it('gives each student of the grouped submissions list their scores with include[]=total_scores', async () => {
    const w = gradesWorld();
    await w.score(await w.assignment(), '8');
    await w.gradedManual();
    const path = `/api/v1/courses/${w.courseId}/students/submissions?grouped=1&include[]=total_scores&student_ids[]=`;
    const teacher = await w.app.get(`${path}all`, 'teacher-token');
    expect((teacher.body as Record<string, unknown>[]).find((s) => s.user_id === w.student)).toMatchObject({
      computed_current_score: 80, computed_final_score: 40, unposted_current_score: 80, unposted_final_score: 80,
    });
    const student = (await w.app.get(`${path}${w.student}`, 'student-token')).body as Record<string, unknown>[];
    expect(student[0]).toMatchObject({ computed_current_score: 80, computed_final_score: 40 });
    expect(student[0]).not.toHaveProperty('unposted_current_score');
  });
});
