import { describe, expect, it } from 'vitest';
import { assignmentContract, listOf } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { CourseWorkData } from '../../test/course-work-data';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

/** The include[] values and parameters of assignments_api_controller#index/#show (canvas-lms) that add to each assignment. */

const POSTED = '2026-01-11T12:00:00Z';

function world() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  const work = new CourseWorkData(app.db);
  const north = { id: w.course.id, sectionId: app.data.section(w.course.id, 'North') };
  const classmates = [1, 2, 3, 4, 5].map((n) => {
    const id = app.data.user(`Classmate ${n}`);
    app.data.enroll(id, n % 2 ? north : w.course, 'StudentEnrollment');
    return id;
  });
  const essay = work.assignment(w.course.id, { name: 'Essay' });
  const base = `/api/v1/courses/${w.course.id}/assignments`;
  const list = async (query: string, token = 'teacher-token') => {
    const { status, body } = await app.get(`${base}?per_page=50&${query}`, token);
    expect(status).toBe(200);
    return expectContract(listOf(assignmentContract), body);
  };
  const show = async (id: number, query: string, token = 'teacher-token') => {
    const { status, body } = await app.get(`${base}/${id}?${query}`, token);
    expect(status).toBe(200);
    return expectContract(assignmentContract, body);
  };
  return { app, ...w, work, north, classmates, essay, base, list, show };
}

describe('include[]=can_edit', () => {
  it('tells each caller whether they may edit the assignment, and each all_dates entry too', async () => {
    const { essay, show } = world();
    const teacher = await show(essay, 'include[]=can_edit&all_dates=true');
    expect(teacher.can_edit).toBe(true);
    expect(teacher.all_dates).toEqual([expect.objectContaining({ base: true, can_edit: true, in_closed_grading_period: false })]);
    expect((await show(essay, 'include[]=can_edit', 'student-token')).can_edit).toBe(false);
    expect(await show(essay, '')).not.toHaveProperty('can_edit');
  });
});

describe('include[]=assignment_visibility', () => {
  it('lists the students an assignment is assigned to for staff, and nothing for a student', async () => {
    const { work, course, classmates, student, list } = world();
    const only = work.assignment(course.id, { name: 'Only two', onlyVisibleToOverrides: true });
    work.override(only, { students: [classmates[1] ?? 0, student] });
    const byName = new Map((await list('include[]=assignment_visibility')).map((a) => [a.name, a.assignment_visibility]));
    expect(byName.get('Only two')).toEqual([String(student), String(classmates[1])].sort((a, b) => Number(a) - Number(b)));
    expect(byName.get('Essay')).toHaveLength(6);
    const [mine] = await list('include[]=assignment_visibility', 'student-token');
    expect(mine).not.toHaveProperty('assignment_visibility');
  });
});

describe('needs_grading_count_by_section', () => {
  it('splits the needs-grading count by the students’ sections for graders', async () => {
    const { work, essay, classmates, student, north, course, show } = world();
    for (const id of [student, classmates[0] ?? 0, classmates[2] ?? 0]) work.submission(essay, id, { state: 'submitted' });
    const counted = await show(essay, 'needs_grading_count_by_section=true');
    expect(counted.needs_grading_count).toBe(3);
    expect(counted.needs_grading_count_by_section).toEqual([
      { section_id: course.sectionId, needs_grading_count: 1 },
      { section_id: north.sectionId, needs_grading_count: 2 },
    ].sort((a, b) => a.section_id - b.section_id));
    expect(await show(essay, 'needs_grading_count_by_section=true', 'student-token')).not.toHaveProperty('needs_grading_count_by_section');
  });
});

describe('include[]=score_statistics', () => {
  /** Sam and five classmates graded 4..9 on the essay; Sam's grade posted unless `samPosted` is false. */
  function graded(samPosted = true, classmatesPosted = 5) {
    const w = world();
    w.work.submission(w.essay, w.student, { state: 'graded', score: 4, postedAt: samPosted ? POSTED : null });
    w.classmates.forEach((id, i) => w.work.submission(w.essay, id, { state: 'graded', score: 5 + i, postedAt: i < classmatesPosted ? POSTED : null }));
    return w;
  }
  const STATS = 'include[]=submission&include[]=score_statistics';

  it('gives a student min, max and mean beside their own posted grade', async () => {
    const { essay, show } = graded();
    expect((await show(essay, STATS, 'student-token')).score_statistics).toEqual({ min: 4, max: 9, mean: 6.5 });
  });

  it('leaves them out while the student’s own grade is not posted, and without include[]=submission', async () => {
    const { essay, show } = graded(false);
    expect(await show(essay, STATS, 'student-token')).not.toHaveProperty('score_statistics');
    const posted = graded();
    expect(await posted.show(posted.essay, 'include[]=score_statistics', 'student-token')).not.toHaveProperty('score_statistics');
  });

  it('counts only posted grades for a student, and needs five of them', async () => {
    const { essay, show } = graded(true, 3);
    expect(await show(essay, STATS, 'student-token')).not.toHaveProperty('score_statistics');
    const four = graded(true, 4);
    expect((await four.show(four.essay, STATS, 'student-token')).score_statistics).toEqual({ min: 4, max: 8, mean: 6 });
  });

  it('leaves them out when the course hides distribution graphs', async () => {
    const { app, course, essay, show } = graded();
    app.db.prepare(`INSERT INTO course_settings (course_id, name, value) VALUES (?, 'hide_distribution_graphs', 'true')`).run(course.id);
    expect(await show(essay, STATS, 'student-token')).not.toHaveProperty('score_statistics');
  });
});

describe('include[]=can_submit on one assignment', () => {
  it('tells a student whether they may still submit, counting their attempts', async () => {
    const { app, work, essay, student, show } = world();
    const row = work.submission(essay, student, { type: null });
    const answer = await show(essay, 'include[]=can_submit', 'student-token');
    expect(answer.can_submit).toBe(true);
    expect(answer.submission?.workflow_state).toBe('unsubmitted');
    app.db.prepare('UPDATE assignments SET allowed_attempts = 1 WHERE id = ?').run(essay);
    app.db.prepare(`UPDATE submissions SET submission_type = 'online_upload', workflow_state = 'submitted', attempt = 1 WHERE id = ?`).run(row);
    expect((await show(essay, 'include[]=can_submit', 'student-token')).can_submit).toBe(false);
    expect((await show(essay, 'include[]=can_submit')).can_submit).toBe(false);
  });
});

describe('the other list parameters', () => {
  it('echoes the bucket on each assignment, as Canvas does', async () => {
    const { list } = world();
    expect((await list('bucket=undated', 'student-token')).map((a) => a.bucket)).toEqual(['undated']);
  });

  it('answers new_quizzes with an empty list: Lectern has no New Quizzes', async () => {
    const { list } = world();
    expect(await list('new_quizzes=true')).toEqual([]);
    expect(await list('')).toHaveLength(1);
  });

  it('answers include[]=ab_guid with an empty list', async () => {
    const { list } = world();
    expect((await list('include[]=ab_guid')).map((a) => a.ab_guid)).toEqual([[]]);
  });

  it('refuses include[]=observed_users by name', async () => {
    const { app, base } = world();
    const { status, body } = await app.get(`${base}?include[]=observed_users`, 'teacher-token');
    expect(status).toBe(400);
    expect(body).toEqual({ errors: [{ message: 'include[]=observed_users is not supported by this server' }] });
  });
});
