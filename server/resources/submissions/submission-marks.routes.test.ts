import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { submissionContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { submissionWorld } from '../../test/submission-world';
import { syncSubmissionRows } from '../assignments/submission-rows';

describe('late and missing on the submissions endpoints', () => {
  it('follow each student’s effective due date, an override’s included, and never mark excused work', async () => {
    const { app, w, work, base, assignmentId, secondSection, submit, students } = submissionWorld({ dueAt: '2999-01-01T12:00:00Z' });
    work.override(assignmentId, { sectionId: secondSection }, { dueAt: '2026-03-01T12:00:00Z' });
    work.override(assignmentId, { students: [students.omar, students.abe] }, { dueAt: '2026-03-02T12:00:00Z' });
    syncSubmissionRows(app.db, w.course.id, [assignmentId]);
    submit(students.omar, '2026-03-02T13:00:00Z');
    submit(students.sam, '2026-03-02T13:00:00Z');
    app.db.prepare('UPDATE submissions SET excused = 1 WHERE assignment_id = ? AND user_id = ?').run(assignmentId, students.abe);
    const all = expectContract(z.array(submissionContract), (await app.get(base, 'teacher-token')).body);
    const marks = Object.fromEntries(all.map((s) => [s.user_id, [s.late, s.missing, s.seconds_late, s.cached_due_date]]));
    expect(marks[students.omar]).toEqual([true, false, 3600, '2026-03-02T12:00:00Z']);
    expect(marks[students.sam]).toEqual([false, false, 0, '2999-01-01T12:00:00Z']);
    expect(marks[students.nia]?.slice(0, 2)).toEqual([false, true]);
    expect(marks[students.nia]?.[2]).toBeGreaterThan(0);
    expect(marks[students.abe]?.slice(0, 2)).toEqual([false, false]);
    const one = expectContract(submissionContract, (await app.get(`${base}/${students.omar}`, 'teacher-token')).body);
    expect([one.late, one.seconds_late]).toEqual([true, 3600]);
  });
});
