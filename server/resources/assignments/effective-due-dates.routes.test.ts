import { describe, expect, it } from 'vitest';
import { effectiveDueDatesContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { CourseWorkData } from '../../test/course-work-data';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

const BASE = '2026-03-10T23:59:00Z';
const EARLY = '2026-03-05T23:59:00Z';
const LATE = '2026-03-20T23:59:00Z';

function world() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  const work = new CourseWorkData(app.db);
  const section2 = app.data.section(w.course.id, 'Section 2');
  const ann = app.data.user('Ann Adhoc');
  const sid = app.data.user('Sid Section');
  const gil = app.data.user('Gil Group');
  const quit = app.data.user('Quinn Quit');
  app.data.enroll(ann, w.course, 'StudentEnrollment');
  app.data.enroll(sid, { id: w.course.id, sectionId: section2 }, 'StudentEnrollment');
  app.data.enroll(gil, w.course, 'StudentEnrollment');
  app.data.enroll(quit, w.course, 'StudentEnrollment', 'deleted');
  const category = work.groupCategory(w.course.id);
  const group = work.group(w.course.id, category, 'Team 1', [gil]);

  const plain = work.assignment(w.course.id, { name: 'Plain', dueAt: BASE });
  const overridden = work.assignment(w.course.id, { name: 'Overridden', dueAt: BASE, groupCategoryId: category });
  work.override(overridden, { students: [ann] }, { dueAt: EARLY });
  work.override(overridden, { sectionId: section2 }, { dueAt: LATE });
  work.override(overridden, { groupId: group }, { dueAt: LATE });
  // Ann is in an adhoc override and in Section 1's override: the later one wins.
  const latest = work.assignment(w.course.id, { name: 'Latest', dueAt: BASE });
  work.override(latest, { students: [ann] }, { dueAt: EARLY });
  work.override(latest, { sectionId: w.course.sectionId }, { dueAt: LATE });
  const onlySome = work.assignment(w.course.id, { name: 'Only some', dueAt: BASE, onlyVisibleToOverrides: true });
  work.override(onlySome, { students: [sid] }, { dueAt: null });
  const nobody = work.assignment(w.course.id, { name: 'Nobody', onlyVisibleToOverrides: true });
  const deleted = work.assignment(w.course.id, { name: 'Deleted' });
  app.db.prepare(`UPDATE assignments SET workflow_state = 'deleted' WHERE id = ?`).run(deleted);
  return { app, ...w, ann, sid, gil, plain, overridden, latest, onlySome, nobody, deleted };
}

const entry = (due_at: string | null) => ({ due_at, grading_period_id: null, in_closed_grading_period: false });

describe('GET /api/v1/courses/:course_id/effective_due_dates (docs/canvas-contract.md §2.19)', () => {
  const w = world();
  const path = `/api/v1/courses/${w.course.id}/effective_due_dates`;

  it('keys each assignment’s assigned students by id with their resolved due date', async () => {
    const { status, body } = await w.app.get(path, 'teacher-token');
    expect(status).toBe(200);
    const dates = expectContract(effectiveDueDatesContract, body);
    expect(Object.keys(dates).sort()).toEqual([w.plain, w.overridden, w.latest, w.onlySome].map(String).sort());
    expect(dates[w.plain]).toEqual({
      [w.student]: entry(BASE), [w.ann]: entry(BASE), [w.sid]: entry(BASE), [w.gil]: entry(BASE),
    });
    expect(dates[w.overridden]).toEqual({
      [w.student]: entry(BASE), [w.ann]: entry(EARLY), [w.sid]: entry(LATE), [w.gil]: entry(LATE),
    });
    expect(dates[w.latest]).toEqual({
      [w.student]: entry(LATE), [w.ann]: entry(LATE), [w.sid]: entry(BASE), [w.gil]: entry(LATE),
    });
    expect(dates[w.onlySome]).toEqual({ [w.sid]: entry(null) });
  });

  it('filters by assignment_ids[] and accepts a single value', async () => {
    const many = await w.app.get(`${path}?assignment_ids[]=${w.plain}&assignment_ids[]=${w.onlySome}`, 'ta-token');
    expect(Object.keys(expectContract(effectiveDueDatesContract, many.body)).sort()).toEqual([w.plain, w.onlySome].map(String).sort());
    const one = await w.app.get(`${path}?assignment_ids=${w.onlySome}`, 'admin-token');
    expect(expectContract(effectiveDueDatesContract, one.body)).toEqual({ [w.onlySome]: { [w.sid]: entry(null) } });
    const foreign = await w.app.get(`${path}?assignment_ids[]=${w.deleted}&assignment_ids[]=99999`, 'teacher-token');
    expect(expectContract(effectiveDueDatesContract, foreign.body)).toEqual({});
  });

  it('rejects a non-numeric assignment id with Canvas’s 422', async () => {
    for (const query of ['assignment_ids[]=abc', `assignment_ids[]=${w.plain}&assignment_ids[]=1x`, 'assignment_ids[]=']) {
      const { status, body } = await w.app.get(`${path}?${query}`, 'teacher-token');
      expect(status).toBe(422);
      expect(body).toEqual({ errors: 'assignment_ids param is invalid' });
    }
  });

  it('is 403 for students and outsiders', async () => {
    expect((await w.app.get(path, 'student-token')).status).toBe(403);
    expect((await w.app.get(path, 'outsider-token')).status).toBe(403);
  });
});
