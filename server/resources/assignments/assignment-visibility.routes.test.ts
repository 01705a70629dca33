import { describe, expect, it } from 'vitest';
import { assignmentContract, listOf } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { overrideWorld } from '../../test/override-world';

const EARLY = '2026-02-20T12:00:00Z';
const LATE = '2026-03-20T12:00:00Z';
const LATEST = '2026-03-25T12:00:00Z';

/** Sam (section 1) is reached by a student, a section and a group override at once; Nia (section 2) by none. */
function reachedThreeWays() {
  const world = overrideWorld();
  const { app, w, work, category, students } = world;
  const samGroup = work.group(w.course.id, category, 'Lab Group 3', [students.sam]);
  const id = work.assignment(w.course.id, { name: 'Triple', dueAt: '2026-03-01T12:00:00Z', groupCategoryId: category });
  work.override(id, { students: [students.sam] }, { dueAt: EARLY });
  work.override(id, { sectionId: w.course.sectionId }, { dueAt: LATEST, lockAt: LATEST });
  work.override(id, { groupId: samGroup }, { dueAt: LATE, unlockAt: EARLY });
  const list = async (token: string) => expectContract(listOf(assignmentContract), (await app.get(`/api/v1/courses/${w.course.id}/assignments`, token)).body);
  return { ...world, id, list };
}

describe('what students see of assignments', () => {
  it('gives a student their own effective dates: the latest due date of a student, a section and a group override', async () => {
    const { list, id } = reachedThreeWays();
    const triple = (await list('student-token')).find((a) => a.id === id);
    expect(triple).toMatchObject({ due_at: LATEST, lock_at: LATEST, unlock_at: EARLY });
    expect(triple).not.toHaveProperty('has_overrides');
  });

  it('gives everyone else the base date, and the teacher the base dates with "has_overrides" and all_dates', async () => {
    const { app, w, id, list } = reachedThreeWays();
    expect((await list('nia-token')).find((a) => a.id === id)?.due_at).toBe('2026-03-01T12:00:00Z');
    const { body } = await app.get(`/api/v1/courses/${w.course.id}/assignments/${id}?all_dates=true&include[]=overrides`, 'teacher-token');
    const teacherView = expectContract(assignmentContract, body);
    expect(teacherView).toMatchObject({ due_at: '2026-03-01T12:00:00Z', has_overrides: true });
    expect(teacherView.all_dates?.map((d) => d.set_type ?? d.title)).toEqual(['ADHOC', 'CourseSection', 'Group', 'Everyone else']);
    expect(teacherView.overrides).toHaveLength(3);
  });

  it("gives a student all_dates of only the overrides that reach them, and the base entry only to those none reaches", async () => {
    const { app, w, id } = reachedThreeWays();
    const allDatesFor = async (token: string) => {
      const { body } = await app.get(`/api/v1/courses/${w.course.id}/assignments/${id}?all_dates=true`, token);
      return expectContract(assignmentContract, body).all_dates ?? [];
    };
    const samDates = await allDatesFor('student-token');
    expect(samDates.map((d) => d.set_type)).toEqual(['ADHOC', 'CourseSection', 'Group']);
    expect(samDates.some((d) => d.base === true)).toBe(false);
    expect(await allDatesFor('nia-token')).toEqual([expect.objectContaining({ base: true, due_at: '2026-03-01T12:00:00Z' })]);
  });

  it('leaves students no override covers unassigned when only_visible_to_overrides: not listed, 403 on GET one', async () => {
    const { app, w, work, students, list } = reachedThreeWays();
    const only = work.assignment(w.course.id, { name: 'Section only', onlyVisibleToOverrides: true });
    work.override(only, { sectionId: w.course.sectionId }, { dueAt: LATE });
    expect((await list('student-token')).map((a) => a.name)).toContain('Section only');
    expect((await list('nia-token')).map((a) => a.name)).not.toContain('Section only');
    expect((await app.get(`/api/v1/courses/${w.course.id}/assignments/${only}`, 'nia-token')).status).toBe(403);
    expect((await app.get(`/api/v1/courses/${w.course.id}/assignments/${only}`, 'student-token')).status).toBe(200);
    expect(students.nia).toBeGreaterThan(0);
  });

  it('hides unpublished assignments from students (403 on GET one) and override objects from them even when asked', async () => {
    const { app, w, work, list } = reachedThreeWays();
    const draft = work.assignment(w.course.id, { name: 'Draft', published: false });
    expect((await list('student-token')).map((a) => a.name)).not.toContain('Draft');
    expect((await app.get(`/api/v1/courses/${w.course.id}/assignments/${draft}`, 'student-token')).status).toBe(403);
    const { body } = await app.get(`/api/v1/courses/${w.course.id}/assignments?include[]=overrides`, 'student-token');
    expect(expectContract(listOf(assignmentContract), body).every((a) => a.overrides === undefined)).toBe(true);
  });

  it('keeps submission rows in line with who is assigned as overrides come and go', async () => {
    const { app, w, work, students, secondSection } = reachedThreeWays();
    const only = work.assignment(w.course.id, { name: 'Section 2 only', onlyVisibleToOverrides: true });
    const url = `/api/v1/courses/${w.course.id}/assignments/${only}/overrides`;
    const live = () =>
      app.db.prepare<[number], { user_id: number; cached_due_date: string | null }>(
        `SELECT user_id, cached_due_date FROM submissions WHERE assignment_id = ? AND workflow_state != 'deleted' ORDER BY user_id`,
      ).all(only);
    const { body } = await app.send('POST', url, 'teacher-token', { assignment_override: { course_section_id: secondSection, due_at: LATE } });
    expect(live()).toEqual([{ user_id: students.nia, cached_due_date: LATE }]);
    await app.send('DELETE', `${url}/${(body as { id: number }).id}`, 'teacher-token');
    expect(live()).toEqual([]);
  });

  it('shows an observer what the student they observe is assigned, with that student’s dates', async () => {
    const { app, w, id, list, students } = reachedThreeWays();
    const observer = app.data.user('Oona Observer', 'oona-token');
    const link = app.data.enroll(observer, w.course, 'ObserverEnrollment');
    app.db.prepare('UPDATE enrollments SET associated_user_id = ? WHERE id = ?').run(students.sam, link);
    expect((await list('oona-token')).find((a) => a.id === id)).toMatchObject({ due_at: LATEST, lock_at: LATEST, unlock_at: EARLY });
  });
});
