import { describe, expect, it } from 'vitest';
import { submissionSummaryContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { submissionWorld } from '../../test/submission-world';

const at = '2026-02-28T10:00:00Z';

/** Sam graded, Omar submitted and waiting, Nia (second section) excused without submitting, Abe nothing. */
function summaryWorld() {
  const world = submissionWorld();
  const { submit, students, app, assignmentId } = world;
  submit(students.sam, at, { workflow_state: 'graded', score: 8, grade: '8' });
  submit(students.omar, at);
  app.db.prepare('UPDATE submissions SET excused = 1 WHERE assignment_id = ? AND user_id = ?').run(assignmentId, students.nia);
  const summaryUrl = world.base.replace(/submissions$/, 'submission_summary');
  const summary = async (url: string, token = 'teacher-token') => {
    const { status, body } = await app.get(url, token);
    expect(status).toBe(200);
    return expectContract(submissionSummaryContract, body);
  };
  return { ...world, summaryUrl, summary };
}

describe('GET …/assignments/:assignment_id/submission_summary', () => {
  it('counts graded (excused included), ungraded and not submitted, adding up to the assigned students', async () => {
    const { summary, summaryUrl } = summaryWorld();
    expect(await summary(summaryUrl)).toEqual({ graded: 2, ungraded: 1, not_submitted: 1 });
  });

  it('counts a resubmission after grading as ungraded again, and an excused submission never as ungraded', async () => {
    const { summary, summaryUrl, app, assignmentId, students, submit } = summaryWorld();
    app.db.prepare('UPDATE submissions SET grade_matches_current_submission = 0, workflow_state = ? WHERE assignment_id = ? AND user_id = ?')
      .run('submitted', assignmentId, students.sam);
    submit(students.abe, at, { excused: 1 });
    expect(await summary(summaryUrl)).toEqual({ graded: 2, ungraded: 2, not_submitted: 0 });
  });

  it('counts only the sections a limited TA may see, and only the section of the section form', async () => {
    const { summary, summaryUrl, secondSection, assignmentId, w } = summaryWorld();
    expect(await summary(summaryUrl, 'limited-ta-token')).toEqual({ graded: 1, ungraded: 0, not_submitted: 0 });
    const sectionUrl = (id: number) => `/api/v1/sections/${id}/assignments/${assignmentId}/submission_summary`;
    expect(await summary(sectionUrl(w.course.sectionId))).toEqual({ graded: 1, ungraded: 1, not_submitted: 1 });
    expect(await summary(sectionUrl(secondSection), 'limited-ta-token')).toEqual({ graded: 1, ungraded: 0, not_submitted: 0 });
    expect(await summary(sectionUrl(w.course.sectionId), 'limited-ta-token')).toEqual({ graded: 0, ungraded: 0, not_submitted: 0 });
  });

  it('counts one student per group with grouped=true on a group-graded assignment', async () => {
    const { summary, summaryUrl, app, w, work, assignmentId, students } = summaryWorld();
    const category = work.groupCategory(w.course.id);
    work.group(w.course.id, category, 'Lab 1', [students.omar, students.sam]);
    app.db.prepare('UPDATE assignments SET group_category_id = ? WHERE id = ?').run(category, assignmentId);
    // Sam sorts before Omar ("Student, Sam" < "Third, Omar"), so the graded Sam stands for the group.
    expect(await summary(`${summaryUrl}?grouped=true`)).toEqual({ graded: 2, ungraded: 0, not_submitted: 1 });
    expect(await summary(summaryUrl)).toEqual({ graded: 2, ungraded: 1, not_submitted: 1 });
  });

  it('refuses students with 403 and answers 404 for an assignment of another course', async () => {
    const { app, summaryUrl, w } = summaryWorld();
    expect((await app.get(summaryUrl, 'student-token')).status).toBe(403);
    expect((await app.get(`/api/v1/courses/${w.course.id}/assignments/99999/submission_summary`, 'teacher-token')).status).toBe(404);
  });
});
