import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '@/test/render-app';
import { assignmentSchema } from '@/api/schemas/assignment';
import { DEMO_IDS } from '../../../../server/db/seed/demo-ids';
import { seedDemo } from '../../../../server/db/seed/seed';
import { syncSubmissionRows } from '../../../../server/resources/assignments/submission-rows';
import { submissionWorld } from '../../../../server/test/submission-world';
import { createTestApp } from '../../../../server/test/test-app';
import { GradingStats } from './grading-stats';

const course = String(DEMO_IDS.courses.biology);
const { readingResponse, safetyQuiz, participation } = DEMO_IDS.biology.assignments;

/** The demo profile, with a token for demo-teacher that works off loopback too (demo tokens are local-only). */
async function demo(assignmentId: number) {
  const app = createTestApp();
  seedDemo(app.db, { dataDir: app.dataDir, now: new Date('2026-11-22T12:00:00Z') });
  app.data.token(DEMO_IDS.users.teacher, 'stats-teacher-token');
  const { body } = await app.get(`/api/v1/courses/${course}/assignments/${assignmentId}`, 'stats-teacher-token');
  return { app, assignment: assignmentSchema.parse(body) };
}

describe('GradingStats, against the real API and the demo profile', () => {
  it('shows graded N of M, the mean once every score has loaded, and the distribution on demand', async () => {
    const { app, assignment } = await demo(readingResponse);
    const { user } = renderWithApi(app, <GradingStats courseId={course} assignment={assignment} />, 'stats-teacher-token');
    const stats = screen.getByRole('region', { name: 'Grading statistics' });
    // 28 graded, 8 waiting (resubmitted or not yet scored), 4 not submitted: Canvas's three counts.
    // The course's 42 students (40 active, 2 invited), as its home page counts them, and the note says whom.
    expect(await within(stats).findByText('Graded 28 of 42')).toBeTruthy();
    expect(within(stats).getByText('Students: those this assignment is assigned to, active and invited.')).toBeTruthy();
    // 36 students have a score (regraded resubmissions keep theirs), averaging 8.53 of 10.
    expect(await within(stats).findByText('Mean 8.53 / 10')).toBeTruthy();

    const toggle = within(stats).getByRole('button', { name: 'Distribution' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const panel = within(stats).getByRole('group', { name: 'Grade distribution' });
    const chart = within(panel).getByRole('img');
    expect(chart.getAttribute('aria-labelledby')).toBeTruthy();
    const summary = document.getElementById(chart.getAttribute('aria-labelledby') ?? '');
    expect(summary?.textContent).toBe(
      'Distribution of 36 scores: 2 from 60% to under 70%, 7 from 70% to under 80%, 10 from 80% to under 90%, 17 90% or more.',
    );
    const rows = within(panel).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows.at(-1)).toBe('90% or more17');
    expect(rows[0]).toBe('under 10%0');

    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(stats).queryByRole('group', { name: 'Grade distribution' })).toBeNull();
  });

  it('counts complete and incomplete for a pass/fail assignment, without a mean', async () => {
    const { app, assignment } = await demo(safetyQuiz);
    const { user } = renderWithApi(app, <GradingStats courseId={course} assignment={assignment} />, 'stats-teacher-token');
    const stats = screen.getByRole('region', { name: 'Grading statistics' });
    expect(await within(stats).findByText('Graded 36 of 42')).toBeTruthy();
    await user.click(within(stats).getByRole('button', { name: 'Distribution' }));
    await waitFor(() => expect(within(stats).getByText('Distribution of 36 grades: 32 complete, 4 incomplete.')).toBeTruthy());
    expect(within(stats).queryByText(/^Mean/)).toBeNull();
  });

  it('shows only the counts for a not-graded assignment', async () => {
    const { app, assignment } = await demo(participation);
    renderWithApi(app, <GradingStats courseId={course} assignment={assignment} />, 'stats-teacher-token');
    const stats = screen.getByRole('region', { name: 'Grading statistics' });
    expect(await within(stats).findByText('Graded 0 of 42')).toBeTruthy();
    expect(within(stats).queryByRole('button', { name: 'Distribution' })).toBeNull();
    expect(within(stats).queryByText(/Mean/)).toBeNull();
  });

  it('pages through every submission (more than 100) for the mean, saying so until the last page arrives', async () => {
    const { app, w, assignmentId } = submissionWorld();
    for (let i = 0; i < 150; i++) app.data.enroll(app.data.user(`Many ${String(i).padStart(3, '0')}`), w.course, 'StudentEnrollment');
    syncSubmissionRows(app.db, w.course.id);
    // Everyone scores 6, except the 4 original students, unscored: 150 of 154 graded, mean exactly 6.
    app.db.prepare(`UPDATE submissions SET submission_type = 'online_text_entry', submitted_at = '2026-02-28T10:00:00Z',
      workflow_state = 'graded', score = 6, grade = '6' WHERE assignment_id = ? AND user_id IN (SELECT id FROM users WHERE name LIKE 'Many %')`)
      .run(assignmentId);
    const { body } = await app.get(`/api/v1/courses/${w.course.id}/assignments/${assignmentId}`, 'teacher-token');
    const assignment = assignmentSchema.parse(body);
    renderWithApi(app, <GradingStats courseId={String(w.course.id)} assignment={assignment} />, 'teacher-token');
    const stats = screen.getByRole('region', { name: 'Grading statistics' });
    expect(within(stats).getByText(/^Mean of \d+ graded \(loading…\)$/)).toBeTruthy();
    expect(await within(stats).findByText('Graded 150 of 154')).toBeTruthy();
    expect(await within(stats).findByText(`Mean 6 / ${assignment.points_possible ?? ''}`)).toBeTruthy();
  });
});
