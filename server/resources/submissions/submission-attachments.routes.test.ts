import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { gradedSubmissionContract, submissionContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { attachFile } from '../../test/submission-files';
import { submissionWorld } from '../../test/submission-world';

/** Sam uploaded a draft in attempt 1 and two files in attempt 2; Nia wrote text and has no files. */
function uploadWorld() {
  const world = submissionWorld({ types: ['online_upload', 'online_text_entry'] });
  const { app, submit, submissionId, students } = world;
  submit(students.sam, '2026-02-28T10:00:00Z', { attempt: 2, submission_type: 'online_upload', body: null });
  submit(students.nia, '2026-02-28T10:00:00Z');
  const id = submissionId(students.sam);
  app.db.prepare(`INSERT INTO submission_versions (submission_id, attempt, snapshot, created_at) VALUES (?, 1, ?, ?)`)
    .run(id, JSON.stringify({ attempt: 1, submitted_at: '2026-02-27T10:00:00Z', workflow_state: 'submitted' }), '2026-02-27T10:00:00Z');
  const draft = attachFile(app, id, 1, { name: 'draft.txt', contentType: 'text/plain', bytes: 'first try' });
  const photo = attachFile(app, id, 2, { name: 'cells.png', contentType: 'image/png', bytes: 'png bytes' });
  const report = attachFile(app, id, 2, { name: 'Lab report.pdf', contentType: 'application/pdf', bytes: '%PDF-1.4' });
  return { ...world, draft, photo, report };
}

const list = (body: unknown) => expectContract(z.array(submissionContract), body);

describe('submission attachments', () => {
  it("lists the current attempt's files as Canvas File JSON, and none for a text entry", async () => {
    const { app, base, students, photo } = uploadWorld();
    const rows = list((await app.get(`${base}?per_page=100`, 'teacher-token')).body);
    const sam = rows.find((row) => row.user_id === students.sam);
    expect(sam?.attachments?.map((file) => [file.display_name, file['content-type'], file.mime_class])).toEqual([
      ['cells.png', 'image/png', 'image'],
      ['Lab report.pdf', 'application/pdf', 'pdf'],
    ]);
    expect(sam?.attachments?.[0]).toMatchObject({
      id: photo.id,
      uuid: photo.uuid,
      size: 9,
      upload_status: 'success',
      url: `http://lectern.test/files/${photo.id}/download?download_frd=1&verifier=${photo.uuid}`,
      locked_for_user: false,
      preview_url: null,
    });
    const nia = rows.find((row) => row.user_id === students.nia);
    expect(nia).toBeDefined();
    expect(nia && 'attachments' in nia).toBe(false);
  });

  it("gives each history entry its own attempt's files, on the single GET too", async () => {
    const { app, base, students } = uploadWorld();
    const { status, body } = await app.get(`${base}/${students.sam}?include[]=submission_history`, 'teacher-token');
    expect(status).toBe(200);
    const sam = expectContract(submissionContract, body);
    expect(sam.submission_history?.map((entry) => [entry.attempt, entry.attachments?.map((file) => file.display_name)])).toEqual([
      [1, ['draft.txt']],
      [2, ['cells.png', 'Lab report.pdf']],
    ]);
  });

  it("answers the grade PUT with the submission's files", async () => {
    const { app, base, students } = uploadWorld();
    const { status, body } = await app.send('PUT', `${base}/${students.sam}`, 'teacher-token', { submission: { posted_grade: '7' } });
    expect(status).toBe(200);
    const graded = expectContract(gradedSubmissionContract, body);
    expect(graded.attachments?.map((file) => file.display_name)).toEqual(['cells.png', 'Lab report.pdf']);
  });

  it('leaves deleted files out', async () => {
    const { app, base, students, report } = uploadWorld();
    app.db.prepare(`UPDATE attachments SET workflow_state = 'deleted' WHERE id = ?`).run(report.id);
    const sam = expectContract(submissionContract, (await app.get(`${base}/${students.sam}`, 'teacher-token')).body);
    expect(sam.attachments?.map((file) => file.display_name)).toEqual(['cells.png']);
  });
});
