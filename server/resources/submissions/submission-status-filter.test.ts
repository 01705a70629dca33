import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { submissionContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { submissionWorld } from '../../test/submission-world';
import { syncSubmissionRows } from '../assignments/submission-rows';
import { GRADING_STATUSES } from './submission-status-filter';

const list = (body: unknown) => expectContract(z.array(submissionContract), body);

/** A varied cast: on time, late by a second and by less, graded, excused, marked late or missing by a grader, a quiz in its grace minute. */
function variedWorld() {
  const world = submissionWorld({ dueAt: '2026-03-01T12:00:00Z' });
  const { app, w, assignmentId, submit, students } = world;
  const more = ['Ann', 'Bo', 'Cy', 'Di', 'Ed'].map((name) => {
    const id = app.data.user(`${name} Extra`);
    app.data.enroll(id, w.course, 'StudentEnrollment');
    return id;
  });
  syncSubmissionRows(app.db, w.course.id, [assignmentId]);
  const [ann, bo, cy, di, ed] = more as [number, number, number, number, number];
  submit(students.sam, '2026-03-01T11:00:00Z');
  submit(students.omar, '2026-03-01T13:00:00Z', { workflow_state: 'graded', score: 8, grade: '8' });
  submit(ann, '2026-03-01T12:00:00.500Z');
  submit(bo, '2026-03-01T12:00:30Z', { submission_type: 'online_quiz' });
  submit(cy, '2026-03-01T11:00:00Z', { late_policy_status: 'late', seconds_late_override: 7200 });
  submit(di, '2026-03-02T11:00:00Z', { excused: 1 });
  app.db.prepare("UPDATE submissions SET late_policy_status = 'missing' WHERE assignment_id = ? AND user_id = ?").run(assignmentId, ed);
  return world;
}

describe('grading_status[] on the submissions list (a Lectern extension)', () => {
  it('agrees with the late and missing marks the same rows carry, for every status', async () => {
    const { app, base } = variedWorld();
    const all = list((await app.get(`${base}?per_page=100`, 'teacher-token')).body);
    const expected: Record<(typeof GRADING_STATUSES)[number], (s: (typeof all)[number]) => boolean> = {
      late: (s) => s.late === true,
      missing: (s) => s.missing === true,
      excused: (s) => s.excused === true,
      unsubmitted: (s) => s.submitted_at === null && !s.excused,
      graded: (s) => s.workflow_state === 'graded' && !s.excused && s.grade !== null,
      needs_grading: (s) => s.submission_type !== null && !s.excused && s.score === null,
    };
    for (const status of GRADING_STATUSES) {
      const filtered = list((await app.get(`${base}?per_page=100&grading_status[]=${status}`, 'teacher-token')).body);
      expect([status, filtered.map((s) => s.user_id)]).toEqual([status, all.filter(expected[status]).map((s) => s.user_id)]);
      expect(filtered.length, status).toBeGreaterThan(0);
    }
  });

  it('unites several statuses, composes with the other filters, and refuses an unknown one', async () => {
    const { app, base, students } = variedWorld();
    const ids = async (query: string) => list((await app.get(`${base}?per_page=100&${query}`, 'teacher-token')).body).map((s) => s.user_id);
    const late = await ids('grading_status[]=late');
    const missing = await ids('grading_status[]=missing');
    expect((await ids('grading_status[]=late&grading_status[]=missing')).sort()).toEqual([...late, ...missing].sort());
    expect(await ids('grading_status[]=graded&search_term=omar')).toEqual([students.omar]);
    expect((await app.get(`${base}?grading_status[]=bogus`, 'teacher-token')).status).toBe(400);
  });
});

describe('order=submitted_at on the submissions list (a Lectern extension)', () => {
  it('lists the oldest submission first, the unsubmitted last by name', async () => {
    const { app, base } = variedWorld();
    const rows = list((await app.get(`${base}?per_page=100&order=submitted_at`, 'teacher-token')).body);
    const submitted = rows.filter((s) => s.submitted_at !== null).map((s) => Date.parse(s.submitted_at ?? ''));
    expect(submitted).toEqual([...submitted].sort((a, b) => a - b));
    const firstUnsubmitted = rows.findIndex((s) => s.submitted_at === null);
    expect(rows.slice(firstUnsubmitted).every((s) => s.submitted_at === null)).toBe(true);
    const page2 = list((await app.get(`${base}?per_page=3&page=2&order=submitted_at`, 'teacher-token')).body);
    expect(page2.map((s) => s.user_id)).toEqual(rows.slice(3, 6).map((s) => s.user_id));
  });
});

describe('order=anonymous on the submissions list (a Lectern extension)', () => {
  it('is a stable shuffle: every student once, the same on each read, not the name order, and pages agree', async () => {
    const { app, base } = variedWorld();
    const ids = async (query: string) => list((await app.get(`${base}?${query}`, 'teacher-token')).body).map((s) => s.user_id);
    const byName = await ids('per_page=100');
    const shuffled = await ids('per_page=100&order=anonymous');
    expect([...shuffled].sort()).toEqual([...byName].sort());
    expect(shuffled).not.toEqual(byName);
    expect(await ids('per_page=100&order=anonymous')).toEqual(shuffled);
    expect([...(await ids('per_page=4&order=anonymous')), ...(await ids('per_page=4&page=2&order=anonymous')), ...(await ids('per_page=4&page=3&order=anonymous'))]).toEqual(shuffled);
  });
});
