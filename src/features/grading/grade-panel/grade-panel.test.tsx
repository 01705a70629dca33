import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { inDataRouter, renderWithApi } from '@/test/render-app';
import { GradePanelHarness } from './grade-panel-harness';
import { gradingWorld } from '../../../../server/test/grading-world';


async function setup(
  fields: Record<string, unknown> = {},
  options: { hideNames?: boolean; studentComment?: string; groupWith?: string; mateComment?: string; teacherComment?: string } = {},
) {
  const world = gradingWorld();
  const mate = options.groupWith ? putInAGroup(world, options.groupWith) : undefined;
  const assignmentId = await world.assignment(mate ? { ...fields, group_category_id: mate.category } : fields);
  if (mate && options.mateComment) {
    world.app.data.token(mate.user, 'mate-token');
    await world.grade(assignmentId, mate.user, { comment: { text_comment: options.mateComment, group_comment: true } }, 'mate-token');
  }
  if (options.teacherComment) await world.grade(assignmentId, world.student, { comment: { text_comment: options.teacherComment } }, 'teacher-token');
  if (options.studentComment) await world.grade(assignmentId, world.student, { comment: { text_comment: options.studentComment } }, 'student-token');
  const userIds = [world.student, world.otherStudent].map(String);
  const rendered = renderWithApi(
    world.app,
    inDataRouter(<GradePanelHarness courseId={String(world.course.id)} assignmentId={String(assignmentId)} userIds={userIds} hideNames={options.hideNames} />),
    'teacher-token',
  );
  const gradeInput = () => screen.findByLabelText(/^Grade for Student 1/);
  return { ...world, ...rendered, assignmentId, gradeInput, mate: mate?.user };
}

/** The student and a classmate in one group of a new group set (as the server's group tests build it). */
function putInAGroup(world: ReturnType<typeof gradingWorld>, mateName: string) {
  const { app, course, student } = world;
  const at = '2026-01-10T12:00:00Z';
  const user = app.data.user(mateName);
  app.data.enroll(user, course, 'StudentEnrollment');
  const category = Number(app.db.prepare(`INSERT INTO group_categories (course_id, name, created_at) VALUES (?, 'Teams', ?)`).run(course.id, at).lastInsertRowid);
  const group = Number(app.db.prepare(`INSERT INTO groups (group_category_id, course_id, name, created_at) VALUES (?, ?, 'Team 1', ?)`).run(category, course.id, at).lastInsertRowid);
  for (const member of [student, user]) app.db.prepare(`INSERT INTO group_memberships (group_id, user_id) VALUES (?, ?)`).run(group, member);
  return { user, category };
}

const statusText = () => screen.getAllByRole('status').map((node) => node.textContent).join(' ');
const refuseTheStudent = (world: Awaited<ReturnType<typeof setup>>) =>
  world.app.db.prepare(`UPDATE enrollments SET workflow_state = 'deleted' WHERE user_id = ?`).run(world.student);

// Before, not after: unmounting a composer writes its draft, and that happens in render-app's cleanup.
beforeEach(() => localStorage.clear());

describe('the grade panel', () => {
  it('saves a points grade on Enter and shows it saved, with "out of"', async () => {
    const world = await setup();
    const input = await world.gradeInput();
    expect(screen.getByText('out of 10')).toBeTruthy();
    await world.user.type(input, '8.5{Enter}');
    await waitFor(() => expect(statusText()).toContain('Saved'));
    expect(world.stored(world.assignmentId, world.student)).toMatchObject({ score: 8.5, workflow_state: 'graded' });
    expect(await screen.findByText('Current grade: 8.5 (8.5 / 10)')).toBeTruthy();
  });

  it('excuses on EX', async () => {
    const world = await setup();
    await world.user.type(await world.gradeInput(), 'ex{Enter}');
    await waitFor(() => expect(world.stored(world.assignmentId, world.student)?.excused).toBe(1));
    expect(await screen.findByText('Excused', { selector: 'p' })).toBeTruthy();
  });

  it('asks before saving an out-of-range grade, and refuses text that is not a grade', async () => {
    const world = await setup();
    const input = await world.gradeInput();
    await world.user.type(input, '12{Enter}');
    expect(await screen.findByText(/more than the 10 points possible/)).toBeTruthy();
    expect(world.stored(world.assignmentId, world.student)?.score).toBeNull();
    await world.user.keyboard('{Enter}');
    await waitFor(() => expect(world.stored(world.assignmentId, world.student)?.score).toBe(12));

    await world.user.clear(input);
    await world.user.type(input, 'abc{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('Enter a number of points');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(world.stored(world.assignmentId, world.student)?.score).toBe(12);
  });

  it('grades pass/fail from a select', async () => {
    const world = await setup({ grading_type: 'pass_fail' });
    await world.user.selectOptions(await world.gradeInput(), 'Complete');
    await waitFor(() => expect(world.stored(world.assignmentId, world.student)).toMatchObject({ grade: 'complete', score: 10 }));
  });

  it('keeps a grade the server did not take when the grader moves to another student and back', async () => {
    const world = await setup();
    const input = await world.gradeInput();
    refuseTheStudent(world);
    await world.user.type(input, '7{Enter}');
    await waitFor(() => expect(statusText()).toMatch(/Not saved/));
    await world.user.click(screen.getByRole('button', { name: 'Next student' }));
    await screen.findByLabelText(/^Grade for Student 2/);
    await world.user.click(screen.getByRole('button', { name: 'Next student' }));
    expect(((await world.gradeInput()) as HTMLInputElement).value).toBe('7');
  });

  it('sets the status from its menu', async () => {
    const world = await setup();
    await world.gradeInput();
    await world.user.click(screen.getByRole('button', { name: /^Status for Student 1: None/ }));
    await world.user.click(await screen.findByRole('menuitemradio', { name: 'Missing' }));
    const status = () =>
      world.app.db.prepare<[number, number], { late_policy_status: string | null }>('SELECT late_policy_status FROM submissions WHERE assignment_id = ? AND user_id = ?').get(world.assignmentId, world.student);
    await waitFor(() => expect(status()?.late_policy_status).toBe('missing'));
    expect(await screen.findByRole('button', { name: /^Status for Student 1: Missing/ })).toBeTruthy();
  });

  it('marks a submission late by a number of days', async () => {
    const world = await setup();
    await world.gradeInput();
    await world.user.click(screen.getByRole('button', { name: /^Status for Student 1/ }));
    await world.user.click(await screen.findByRole('menuitemradio', { name: 'Late' }));
    const amount = await screen.findByLabelText('Late by');
    await waitFor(() => expect(document.activeElement).toBe(amount));
    await world.user.clear(amount);
    await world.user.type(amount, '2{Enter}');
    const marks = () =>
      world.app.db
        .prepare<[number, number], { late_policy_status: string | null; seconds_late_override: number | null }>(
          'SELECT late_policy_status, seconds_late_override FROM submissions WHERE assignment_id = ? AND user_id = ?',
        )
        .get(world.assignmentId, world.student);
    await waitFor(() => expect(marks()).toEqual({ late_policy_status: 'late', seconds_late_override: 2 * 86_400 }));
    expect(await screen.findByRole('button', { name: /^Status for Student 1: Late/ })).toBeTruthy();
  });

  it('only chooses while arrows browse the pass/fail select; Enter saves the choice', async () => {
    const world = await setup({ grading_type: 'pass_fail' });
    const select = await world.gradeInput();
    // A closed select changes its value on an arrow press, between the key going down and up.
    for (const value of ['complete', 'incomplete']) {
      fireEvent.keyDown(select, { key: 'ArrowDown' });
      fireEvent.change(select, { target: { value } });
      fireEvent.keyUp(select, { key: 'ArrowDown' });
    }
    expect(world.stored(world.assignmentId, world.student)?.grade).toBeNull();
    expect(statusText()).toContain('press Enter to save');
    fireEvent.keyDown(select, { key: 'Enter' });
    await waitFor(() => expect(world.stored(world.assignmentId, world.student)).toMatchObject({ grade: 'incomplete', score: 0 }));
    expect(world.history(world.assignmentId, world.student).map((version) => version.grade)).not.toContain('complete');
  });
});

describe('the comments', () => {
  it('sends a comment with Ctrl+Enter; it appears and the draft is gone', async () => {
    const world = await setup();
    await world.gradeInput();
    const box = screen.getByLabelText('Comment');
    await world.user.type(box, 'Good structure');
    await world.user.keyboard('{Control>}{Enter}{/Control}');
    const thread = within(await screen.findByRole('list', { name: 'Thread' }));
    expect(thread.getByText('Good structure')).toBeTruthy();
    expect(thread.getByText(/^Terry/)).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(localStorage.length).toBe(0);

    // The comment moved the submission's updated_at: a grade saved next is not mistaken for a stale write (409).
    await world.user.type(await world.gradeInput(), '9{Enter}');
    await waitFor(() => expect(world.stored(world.assignmentId, world.student)?.score).toBe(9));
    expect(statusText()).toContain('Saved');
  });

  it('keeps the text with an error when sending fails', async () => {
    const world = await setup();
    await world.gradeInput();
    refuseTheStudent(world);
    const box = screen.getByLabelText('Comment');
    await world.user.type(box, 'Please revise');
    await world.user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Not sent');
    expect((box as HTMLTextAreaElement).value).toBe('Please revise');
  });

  it('says a sent comment was sent, in a status region', async () => {
    const world = await setup();
    await world.gradeInput();
    await world.user.type(screen.getByLabelText('Comment'), 'Nice work');
    await world.user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(statusText()).toContain('Comment sent.'));
  });

  it('reads a failure reason ending in a full stop without doubling it', async () => {
    const world = await setup();
    await world.gradeInput();
    const network = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'PUT' ? Promise.reject(new TypeError('Failed to fetch')) : network(input, init),
    );
    await world.user.type(screen.getByLabelText('Comment'), 'Please revise');
    await world.user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('try again. Your text is kept.');
    expect(alert.textContent).not.toContain('..');
  });

  it('keeps a draft per student across switching', async () => {
    const world = await setup();
    await world.gradeInput();
    await world.user.type(screen.getByLabelText('Comment'), 'Half a thought');
    await world.user.click(screen.getByRole('button', { name: 'Next student' }));
    await screen.findByLabelText(/^Grade for Student 2/);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Comment').value).toBe('');
    await world.user.click(screen.getByRole('button', { name: 'Next student' }));
    await world.gradeInput();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Comment').value).toBe('Half a thought');
  });

  it('sends to the whole group when asked, on a group assignment', async () => {
    const world = await setup({}, { groupWith: 'Gil Mate' });
    await world.gradeInput();
    await world.user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Well done, team');
    await world.user.click(screen.getByRole('checkbox', { name: 'Send to the whole group' }));
    await world.user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(await screen.findByRole('list', { name: 'Thread' })).findByText('Well done, team')).toBeTruthy();
    const commentsOf = (userId: number) =>
      world.app.db
        .prepare<[number, number], { comment: string }>(
          'SELECT c.comment FROM submission_comments c JOIN submissions s ON s.id = c.submission_id WHERE s.assignment_id = ? AND s.user_id = ?',
        )
        .all(world.assignmentId, userId)
        .map((row) => row.comment);
    expect(commentsOf(world.mate ?? 0)).toEqual(['Well done, team']);
  });

  it("signs the student's comments with their label when names are hidden", async () => {
    const world = await setup({}, { hideNames: true, studentComment: 'My late excuse' });
    await world.gradeInput();
    const thread = within(await screen.findByRole('list', { name: 'Thread' }));
    expect(thread.getByText('My late excuse')).toBeTruthy();
    expect(thread.getByText('Student 1')).toBeTruthy();
    expect(document.body.textContent).not.toContain('Sam Student');
  });

  it('hides a classmate who commented on the group submission, and names the teacher', async () => {
    const world = await setup({}, { hideNames: true, groupWith: 'Gil Mate', mateComment: 'Our data is in the sheet', teacherComment: 'See the rubric' });
    await world.gradeInput();
    const thread = within(await screen.findByRole('list', { name: 'Thread' }));
    expect(await thread.findByText('Our data is in the sheet')).toBeTruthy();
    // Comments sign with the short name, as Canvas's author_name does.
    expect(await thread.findByText('Terry')).toBeTruthy();
    expect(thread.getByText(/^Student \d+$/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Gil|Sam Student/);
  });
});
