import { describe, expect, it } from 'vitest';
import { fileContract, folderContract, submissionContract, submissionWithCommentsContract, uploadPreflightContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { gradingWorld } from '../../test/grading-world';
import { uploadFile } from '../../test/upload-client';

const FORBIDDEN = { status: 'unauthorized', errors: [{ message: 'user not authorized to perform that action' }] };

/**
 * Students submit (canvas-lms app/controllers/submissions_controller.rb `create`, and
 * submissions_api_controller.rb `create_file` for the files): each submission a new attempt, the one before kept
 * in submission_history, late judged against the student's own due date.
 */
async function submitWorld(fields: Record<string, unknown> = {}) {
  const world = gradingWorld();
  const id = await world.assignment({ submission_types: ['online_text_entry', 'online_url', 'online_upload'], ...fields });
  const base = `/api/v1/courses/${world.course.id}/assignments/${id}/submissions`;
  const submit = (body: unknown, token = 'student-token') => world.app.send('POST', base, token, body);
  const text = (body: string, token = 'student-token') => submit({ submission: { submission_type: 'online_text_entry', body } }, token);
  const read = async (token = 'student-token', userId = world.student) => {
    const answer = await world.app.get(`${base}/${userId}?include[]=submission_history&include[]=submission_comments`, token);
    expect(answer.status).toBe(200);
    return expectContract(submissionContract, answer.body);
  };
  return { ...world, id, base, submit, text, read };
}

describe('POST …/assignments/:assignment_id/submissions', () => {
  it('takes a text entry as attempt 1, answering 201 with the submission, its comment and Location', async () => {
    const w = await submitWorld();
    const answer = await w.submit({ submission: { submission_type: 'online_text_entry', body: '<p>My essay</p><script>x()</script>' }, comment: { text_comment: 'Done early' } });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('location')).toMatch(new RegExp(`/api/v1/courses/${w.course.id}/assignments/${w.id}/submissions/${w.student}$`));
    const body = expectContract(submissionWithCommentsContract, answer.body);
    expect(body).toMatchObject({
      user_id: w.student, attempt: 1, submission_type: 'online_text_entry', body: '<p>My essay</p>', workflow_state: 'submitted',
      late: false, missing: false, redo_request: false, extra_attempts: null, grading_period_id: null, custom_grade_status_id: null,
    });
    expect(body.submitted_at).not.toBeNull();
    expect(body.preview_url).toBe(`http://lectern.test/courses/${w.course.id}/assignments/${w.id}/submissions/${w.student}?preview=1&version=1`);
    expect(body.submission_comments.map((c) => [c.author_id, c.comment, c.attempt])).toEqual([[w.student, 'Done early', 1]]);
  });

  it('takes a URL, keeps attempt 1 in the history as attempt 2 replaces it, and marks a graded attempt as no longer matching', async () => {
    const w = await submitWorld();
    expect((await w.text('First draft')).status).toBe(201);
    expect((await w.grade(w.id, w.student, { submission: { posted_grade: '7' } })).status).toBe(200);
    const second = await w.submit({ submission: { submission_type: 'online_url', url: 'https://example.org/my-site' } });
    expect(second.status).toBe(201);
    expect(expectContract(submissionWithCommentsContract, second.body)).toMatchObject({ attempt: 2, url: 'https://example.org/my-site', body: null });
    const graderView = await w.read('teacher-token');
    expect(graderView).toMatchObject({ attempt: 2, workflow_state: 'submitted', score: 7, grade_matches_current_submission: false });
    expect(graderView.submission_history?.map((h) => [h.attempt, h.submission_type, h.body, h.url, h.score])).toEqual([
      [1, 'online_text_entry', 'First draft', null, 7],
      [2, 'online_url', null, 'https://example.org/my-site', 7],
    ]);
  });

  it('judges late against the student’s own due date, a section override included', async () => {
    const past = '2020-01-01T00:00:00Z';
    const w = await submitWorld({ due_at: past });
    const late = expectContract(submissionWithCommentsContract, (await w.text('Late work')).body);
    expect(late.late).toBe(true);
    expect(late.seconds_late).toBeGreaterThan(0);
    expect(late.cached_due_date).toBe(past);
    const override = await w.app.send('POST', `/api/v1/courses/${w.course.id}/assignments/${w.id}/overrides`, 'teacher-token', {
      assignment_override: { course_section_id: w.otherSection, due_at: '2099-01-01T00:00:00Z' },
    });
    expect(override.status).toBe(201);
    const onTime = expectContract(submissionWithCommentsContract, (await w.text('On time', 'other-student-token')).body);
    expect([onTime.late, onTime.seconds_late, onTime.cached_due_date]).toEqual([false, 0, '2099-01-01T00:00:00Z']);
  });

  it('uploads a file in three steps into the student’s Submissions folder and submits it with submission[file_ids][]', async () => {
    const w = await submitWorld();
    const pre = await w.app.send('POST', `${w.base}/self/files`, 'student-token', { name: 'essay.pdf', size: 8 });
    expect(pre.status).toBe(200);
    expect(expectContract(uploadPreflightContract, pre.body).upload_params).toMatchObject({ filename: 'essay.pdf' });
    const uploaded = await uploadFile(w.app, `${w.base}/self/files`, 'student-token', { name: 'essay.pdf', size: 8 }, '%PDF-1.4');
    const file = expectContract(fileContract, uploaded.body);
    const courseName = w.app.db.prepare<[number], { name: string }>('SELECT name FROM courses WHERE id = ?').get(w.course.id)?.name ?? '';
    const folder = await w.app.get(`/api/v1/folders/${file.folder_id}`, 'student-token');
    expect(expectContract(folderContract, folder.body)).toMatchObject({ name: courseName, full_name: `my files/Submissions/${courseName}`, for_submissions: true });
    const answer = await w.submit({ submission: { submission_type: 'online_upload', file_ids: [file.id] } });
    expect(answer.status).toBe(201);
    const body = expectContract(submissionWithCommentsContract, answer.body);
    expect([body.submission_type, body.attempt, body.attachments?.map((a) => [a.id, a.display_name])]).toEqual(['online_upload', 1, [[file.id, 'essay.pdf']]]);
    const bytes = await w.app.request(body.attachments?.[0]?.url ?? '', { token: 'teacher-token' });
    expect(await bytes.text()).toBe('%PDF-1.4');
  });

  it('lets a grader upload a file for a student and submit it for them; a classmate may not upload for them', async () => {
    const w = await submitWorld();
    const path = `${w.base}/${w.student}/files`;
    expect((await w.app.send('POST', path, 'other-student-token', { name: 'fake.pdf' })).status).toBe(403);
    const file = expectContract(fileContract, (await uploadFile(w.app, path, 'teacher-token', { name: 'scan.pdf' }, 'scanned')).body);
    const owner = w.app.db.prepare<[number], { context_type: string; context_id: number }>('SELECT context_type, context_id FROM attachments WHERE id = ?').get(file.id);
    expect(owner).toEqual({ context_type: 'User', context_id: w.student });
    const answer = await w.submit({ submission: { submission_type: 'online_upload', file_ids: [file.id], user_id: String(w.student) } }, 'teacher-token');
    expect(answer.status).toBe(201);
    expect(expectContract(submissionWithCommentsContract, answer.body)).toMatchObject({ user_id: w.student, attempt: 1, submission_type: 'online_upload' });
  });

  it('refuses a file that is not the student’s, and an assignment’s disallowed extension at the preflight', async () => {
    const w = await submitWorld({ allowed_extensions: ['pdf'] });
    const theirs = expectContract(fileContract, (await uploadFile(w.app, `${w.base}/self/files`, 'other-student-token', { name: 'theirs.pdf' }, 'x')).body);
    expect(await w.submit({ submission: { submission_type: 'online_upload', file_ids: [theirs.id] } })).toMatchObject({
      status: 400, body: { message: 'No valid file ids given' },
    });
    expect(await w.app.send('POST', `${w.base}/self/files`, 'student-token', { name: 'essay.exe' })).toMatchObject({
      status: 400, body: { status: 'bad_request', message: 'filetype not allowed' },
    });
    expect((await w.read()).attempt).toBeNull();
  });

  it('refuses a type the assignment does not take, a missing body, a bad URL and a type Lectern cannot store', async () => {
    const w = await submitWorld({ submission_types: ['online_text_entry'] });
    expect(await w.submit({ submission: { submission_type: 'online_url', url: 'https://example.org' } })).toMatchObject({
      status: 400, body: { message: 'Invalid submission[submission_type] given' },
    });
    expect(await w.text('  ')).toMatchObject({
      status: 400, body: { message: 'Invalid parameters for submission_type online_text_entry. Required: submission[body]' },
    });
    expect(await w.submit({ submission: { submission_type: 'media_recording', media_comment_id: 'm1' } })).toMatchObject({
      status: 400, body: { errors: [{ message: 'submission[submission_type]=media_recording is not supported by this server' }] },
    });
    const url = await submitWorld({ submission_types: ['online_url'] });
    expect((await url.submit({ submission: { submission_type: 'online_url', url: 'ftp://example.org/x' } })).status).toBe(400);
    expect((await w.read()).attempt).toBeNull();
  });

  it('lets no one submit for another student but a grader, and refuses locked and unpublished assignments', async () => {
    const w = await submitWorld();
    const forOther = await w.submit({ submission: { submission_type: 'online_text_entry', body: 'Not mine', user_id: String(w.otherStudent) } });
    expect(forOther).toMatchObject({ status: 403, body: FORBIDDEN });
    expect((await w.text('Teacher text', 'teacher-token')).status).toBe(403);
    const byGrader = await w.submit({ submission: { submission_type: 'online_text_entry', body: 'Scanned', user_id: String(w.otherStudent), submitted_at: '2026-01-02T03:04:05Z' } }, 'teacher-token');
    expect(byGrader.status).toBe(201);
    expect(expectContract(submissionWithCommentsContract, byGrader.body)).toMatchObject({ user_id: w.otherStudent, submitted_at: '2026-01-02T03:04:05Z' });
    expect((await w.submit({ submission: { submission_type: 'online_text_entry', body: 'x', submitted_at: '2026-01-02T03:04:05Z' } })).status).toBe(403);
    const locked = await submitWorld({ lock_at: '2020-01-01T00:00:00Z' });
    expect(await locked.text('Too late')).toMatchObject({ status: 403, body: { errors: [{ message: "You can't submit an assignment when it is locked" }] } });
    const draft = await submitWorld({ published: false });
    expect((await draft.text('Early')).status).toBe(403);
  });

  it('stops at allowed_attempts', async () => {
    const w = await submitWorld({ allowed_attempts: 1 });
    expect((await w.text('Only try')).status).toBe(201);
    const again = await w.text('Second try');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ errors: { attempt: [{ attribute: 'attempt', type: 'invalid', message: 'you have reached the maximum number of allowed attempts for this assignment' }] } });
    expect((await w.read()).body).toBe('Only try');
  });
});
