import { describe, expect, it } from 'vitest';
import {
  deletedCommentContract, fileContract, gradedSubmissionContract, submissionCommentContract, submissionContract, uploadPreflightContract,
} from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { gradingWorld } from '../../test/grading-world';
import { uploadFile } from '../../test/upload-client';

const FORBIDDEN = { status: 'unauthorized', errors: [{ message: 'user not authorized to perform that action' }] };

/**
 * Feedback files (canvas-lms app/controllers/submission_comments_api_controller.rb `create_file`, then
 * submissions_api_controller.rb `update` with comment[file_ids]): uploaded in three steps, attached to a new
 * comment by the grade PUT, and served with the comment as lib/api/v1/submission_comment.rb writes it.
 */
async function feedbackWorld(options: { postManually?: boolean } = {}) {
  const world = gradingWorld();
  const id = await world.assignment();
  if (options.postManually) world.app.db.prepare('UPDATE assignments SET post_manually = 1 WHERE id = ?').run(id);
  const base = `/api/v1/courses/${world.course.id}/assignments/${id}/submissions`;
  const upload = async (name: string, bytes: string, token = 'teacher-token', userId = world.student) => {
    const { status, body } = await uploadFile(world.app, `${base}/${userId}/comments/files`, token, { name, size: bytes.length }, bytes);
    expect(status).toBe(200);
    return expectContract(fileContract, body);
  };
  const comments = async (token: string) => {
    const { status, body } = await world.app.get(`${base}/${world.student}?include[]=submission_comments`, token);
    expect(status).toBe(200);
    return expectContract(submissionContract, body).submission_comments ?? [];
  };
  const linkCount = () => world.app.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM submission_comment_attachments').get()?.n;
  const commentCount = () => world.app.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM submission_comments').get()?.n;
  return { ...world, id, base, upload, comments, linkCount, commentCount };
}

describe('feedback files on submission comments', () => {
  it('uploads a file for the comment in three steps and attaches it with comment[file_ids][]', async () => {
    const w = await feedbackWorld();
    const pre = await w.app.send('POST', `${w.base}/${w.student}/comments/files`, 'teacher-token', { name: 'marked up.pdf', size: 8 });
    expect(pre.status).toBe(200);
    expect(expectContract(uploadPreflightContract, pre.body).upload_params).toMatchObject({ filename: 'marked up.pdf', content_type: 'application/pdf' });
    const file = await w.upload('essay-marked.pdf', '%PDF-1.4');
    const answer = await w.grade(w.id, w.student, { comment: { text_comment: 'See my notes', file_ids: [String(file.id)] } });
    expect(answer.status).toBe(200);
    const [comment] = expectContract(gradedSubmissionContract, answer.body).submission_comments;
    expect(comment?.comment).toBe('See my notes');
    expect(comment?.attachments?.map((a) => [a.id, a.display_name, a['content-type'], a.size])).toEqual([[file.id, 'essay-marked.pdf', 'application/pdf', 8]]);
    const [read] = await w.comments('teacher-token');
    expect(read?.attachments?.map((a) => a.id)).toEqual([file.id]);
    const bytes = await w.app.request(read?.attachments?.[0]?.url ?? '', { token: 'teacher-token' });
    expect(await bytes.text()).toBe('%PDF-1.4');
  });

  it('takes a comment of files alone, without text', async () => {
    const w = await feedbackWorld();
    const file = await w.upload('voice note.webm', 'webm bytes');
    const answer = await w.grade(w.id, w.student, { comment: { file_ids: [file.id] } });
    expect(answer.status).toBe(200);
    const [comment] = expectContract(gradedSubmissionContract, answer.body).submission_comments;
    expect([comment?.comment, comment?.attachments?.map((a) => a.display_name)]).toEqual(['', ['voice note.webm']]);
  });

  it("refuses a file the caller may not attach (unknown, someone else's, another student's, already on a comment) and writes nothing", async () => {
    const w = await feedbackWorld();
    const mine = await w.upload('mine.txt', 'mine');
    const tas = await w.upload('ta.txt', 'from the TA', 'ta-token');
    const elsewhere = await w.upload('other.txt', 'other student', 'teacher-token', w.otherStudent);
    const used = await w.upload('used.txt', 'used');
    expect((await w.grade(w.id, w.student, { comment: { text_comment: 'First', file_ids: [used.id] } })).status).toBe(200);
    const before = { comments: w.commentCount(), links: w.linkCount(), stored: w.stored(w.id, w.student) };
    for (const bad of [999_999, tas.id, elsewhere.id, used.id]) {
      const answer = await w.grade(w.id, w.student, { submission: { posted_grade: '9' }, comment: { text_comment: 'Again', file_ids: [mine.id, bad] } });
      expect([bad, answer.status, answer.body]).toEqual([bad, 403, FORBIDDEN]);
    }
    expect({ comments: w.commentCount(), links: w.linkCount(), stored: w.stored(w.id, w.student) }).toEqual(before);
  });

  it('lets a student attach a file to their own comment, never upload for a classmate, and names a blank file', async () => {
    const w = await feedbackWorld();
    const file = await w.upload('question.png', 'png', 'student-token');
    const answer = await w.grade(w.id, w.student, { comment: { text_comment: 'Is this right?', file_ids: [file.id] } }, 'student-token');
    expect(answer.status).toBe(200);
    const classmate = await w.app.send('POST', `${w.base}/${w.otherStudent}/comments/files`, 'student-token', { name: 'x.txt' });
    expect(classmate).toMatchObject({ status: 403, body: FORBIDDEN });
    const blank = await w.app.send('POST', `${w.base}/${w.student}/comments/files`, 'teacher-token', { name: '' });
    expect(blank).toMatchObject({ status: 400, body: { errors: { name: [{ attribute: 'name', type: 'blank', message: "can't be blank" }] } } });
  });

  it("keeps a grader's unposted comment and its file from the student, link and all, until the grade is posted", async () => {
    const w = await feedbackWorld({ postManually: true });
    const file = await w.upload('feedback.txt', 'hidden feedback');
    await w.grade(w.id, w.student, { submission: { posted_grade: '8' }, comment: { text_comment: 'Details inside', file_ids: [file.id] } });
    expect(await w.comments('student-token')).toEqual([]);
    expect((await w.app.request(file.url, { token: 'student-token' })).status).toBe(403);
    expect((await w.app.request(file.url, { token: null })).status).not.toBe(200);
    w.app.db.prepare('UPDATE submissions SET posted_at = ? WHERE assignment_id = ? AND user_id = ?').run('2026-03-01T10:00:00Z', w.id, w.student);
    const [seen] = await w.comments('student-token');
    expect(seen?.attachments?.map((a) => a.display_name)).toEqual(['feedback.txt']);
    expect(await (await w.app.request(file.url, { token: 'student-token' })).text()).toBe('hidden feedback');
    expect((await w.app.request(file.url, { token: 'other-student-token' })).status).toBe(403);
  });

  it('lets only its uploader read a file before it is attached', async () => {
    const w = await feedbackWorld();
    const file = await w.upload('draft.txt', 'draft');
    expect((await w.app.request(file.url, { token: 'teacher-token' })).status).toBe(200);
    expect((await w.app.request(file.url, { token: 'student-token' })).status).toBe(403);
  });
});

describe('editing and deleting a submission comment', () => {
  const commented = async (text = 'Good start', token = 'teacher-token', fileIds: number[] = []) => {
    const w = await feedbackWorld();
    const answer = await w.grade(w.id, w.student, { comment: { text_comment: text, file_ids: fileIds } }, token);
    const comment = expectContract(gradedSubmissionContract, answer.body).submission_comments.at(-1);
    return { w, commentId: comment?.id ?? 0, path: `${w.base}/${w.student}/comments/${comment?.id ?? 0}` };
  };

  it('lets its author edit the text, answering the comment with edited_at set', async () => {
    const { w, path } = await commented();
    const { status, body } = await w.app.send('PUT', path, 'teacher-token', { comment: 'Good start; see page 2' });
    expect(status).toBe(200);
    const edited = expectContract(submissionCommentContract, body);
    expect(edited.comment).toBe('Good start; see page 2');
    expect(edited.edited_at).not.toBeNull();
    expect((await w.comments('teacher-token')).map((c) => c.comment)).toEqual(['Good start; see page 2']);
  });

  it("refuses another grader's edit, a student's edit of their own comment, blank text, and a comment of another submission", async () => {
    const { w, path, commentId } = await commented();
    expect((await w.app.send('PUT', path, 'ta-token', { comment: 'Mine now' })).body).toEqual(FORBIDDEN);
    const blank = await w.app.send('PUT', path, 'teacher-token', { comment: '  ' });
    expect(blank).toMatchObject({ status: 400, body: { errors: { comment: [{ type: 'blank' }] } } });
    const elsewhere = await w.app.send('PUT', `${w.base}/${w.otherStudent}/comments/${commentId}`, 'teacher-token', { comment: 'x' });
    expect(elsewhere.status).toBe(404);
    expect((await w.comments('teacher-token')).map((c) => c.comment)).toEqual(['Good start']);
    const own = await commented('My question', 'student-token');
    expect((await own.w.app.send('PUT', own.path, 'student-token', { comment: 'Edited question' })).status).toBe(403);
  });

  it('deletes a comment with its files for a grader, answering the deleted comment, and refuses the student', async () => {
    const w0 = await feedbackWorld();
    const file = await w0.upload('notes.txt', 'notes');
    const answer = await w0.grade(w0.id, w0.student, { comment: { text_comment: 'Read these', file_ids: [file.id] } });
    const commentId = expectContract(gradedSubmissionContract, answer.body).submission_comments[0]?.id ?? 0;
    const path = `${w0.base}/${w0.student}/comments/${commentId}`;
    w0.app.db.prepare('UPDATE submissions SET posted_at = ? WHERE assignment_id = ?').run('2026-03-01T10:00:00Z', w0.id);
    expect((await w0.app.send('DELETE', path, 'student-token')).body).toEqual(FORBIDDEN);
    const { status, body } = await w0.app.send('DELETE', path, 'ta-token');
    expect(status).toBe(200);
    const deleted = expectContract(deletedCommentContract, body);
    expect([deleted.id, deleted.comment, deleted.cached_attachments.map((a) => a.id)]).toEqual([commentId, 'Read these', [file.id]]);
    expect(await w0.comments('teacher-token')).toEqual([]);
    expect((await w0.app.request(file.url, { token: 'teacher-token' })).status).toBe(404);
    expect((await w0.app.send('DELETE', path, 'ta-token')).status).toBe(404);
  });
});
