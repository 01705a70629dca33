import { join } from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { openFilesUnder } from '../../../test/open-files';
import { attachFile } from '../../../test/submission-files';
import { submissionWorld } from '../../../test/submission-world';

/**
 * "Download all submissions" (docs/api-extensions.md), named as canvas-lms lib/content_zipper.rb names entries
 * (get_filename, sanitize_user_name): Sam uploaded in two attempts, Nia wrote text, Omar gave a URL, Abe did nothing.
 */
function zipWorld() {
  const world = submissionWorld({ types: ['online_upload', 'online_text_entry', 'online_url'] });
  const { app, submit, submissionId, students } = world;
  submit(students.sam, '2026-02-28T10:00:00Z', { attempt: 2, submission_type: 'online_upload', body: null });
  submit(students.nia, '2026-02-28T11:00:00Z', { body: '<p>Osmosis moves <b>water</b>.</p>' });
  submit(students.omar, '2026-02-28T12:00:00Z', { submission_type: 'online_url', body: null, url: 'https://example.com/lab?a=1&b=2' });
  const sam = submissionId(students.sam);
  app.db.prepare(`INSERT INTO submission_versions (submission_id, attempt, snapshot, created_at) VALUES (?, 1, ?, ?)`)
    .run(sam, JSON.stringify({ attempt: 1, submitted_at: '2026-02-27T10:00:00Z', workflow_state: 'submitted' }), '2026-02-27T10:00:00Z');
  attachFile(app, sam, 1, { name: 'draft.txt', contentType: 'text/plain', bytes: 'first try' });
  attachFile(app, sam, 2, { name: 'Lab: report.pdf', contentType: 'application/pdf', bytes: '%PDF-1.4 final' });
  attachFile(app, sam, 2, { name: 'Lab: report.pdf', contentType: 'application/pdf', bytes: '%PDF-1.4 appendix' });
  const zipUrl = world.base.replace('/api/v1', '') + '?zip=1';
  return { ...world, zipUrl };
}

async function download(app: ReturnType<typeof zipWorld>['app'], url: string, token: string) {
  const response = await app.request(url, { token });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes };
}

const contents = (bytes: Uint8Array) => Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]));

describe('GET /courses/:course_id/assignments/:assignment_id/submissions?zip=1', () => {
  it("gives each submitted student a folder of their attempts' files and pages, with the exact length", async () => {
    const { app, zipUrl, students } = zipWorld();
    const { response, bytes } = await download(app, zipUrl, 'teacher-token');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain('filename="bio-101-');
    expect(Number(response.headers.get('content-length'))).toBe(bytes.byteLength);
    const files = contents(bytes);
    // By sortable name; Abe never submitted, so has no folder.
    expect(Object.keys(files)).toEqual([
      `secondnia_${students.nia}/attempt_1/text.html`,
      `studentsam_${students.sam}/attempt_1/draft.txt`,
      `studentsam_${students.sam}/attempt_2/Lab_ report.pdf`,
      `studentsam_${students.sam}/attempt_2/Lab_ report (2).pdf`,
      `thirdomar_${students.omar}/attempt_1/link.html`,
    ]);
    expect(files[`studentsam_${students.sam}/attempt_2/Lab_ report (2).pdf`]).toBe('%PDF-1.4 appendix');
    expect(files[`secondnia_${students.nia}/attempt_1/text.html`]).toContain('<p>Osmosis moves <b>water</b>.</p>');
    expect(files[`thirdomar_${students.omar}/attempt_1/link.html`]).toContain('<a href="https://example.com/lab?a=1&amp;b=2">');
  });

  it('marks a late submission LATE in its folder name, as Canvas does', async () => {
    const { app, zipUrl, students, submit } = zipWorld();
    submit(students.nia, '2026-03-02T11:00:00Z');
    const names = Object.keys(contents((await download(app, zipUrl, 'teacher-token')).bytes));
    expect(names).toContain(`secondnia_LATE_${students.nia}/attempt_1/text.html`);
  });

  it('answers HEAD with the same length and no body', async () => {
    const { app, zipUrl } = zipWorld();
    const full = await download(app, zipUrl, 'teacher-token');
    const head = await app.request(zipUrl, { token: 'teacher-token', method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(full.bytes.byteLength));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it("names folders by anonymous id alone on an anonymous assignment, never a name or user id", async () => {
    const { app, zipUrl, students, assignmentId, submissionId } = zipWorld();
    withAnonymousColumns(app.db);
    app.db.prepare('UPDATE assignments SET anonymous_grading = 1 WHERE id = ?').run(assignmentId);
    for (const [userId, anon] of [[students.sam, 'Q7x2P'], [students.nia, 'b9KzM'], [students.omar, 'ZZ1aa']] as const) {
      app.db.prepare('UPDATE submissions SET anonymous_id = ? WHERE id = ?').run(anon, submissionId(userId));
    }
    const names = Object.keys(contents((await download(app, zipUrl, 'teacher-token')).bytes));
    const folders = [...new Set(names.map((name) => name.split('/')[0]))].sort();
    expect(folders).toEqual(['anon_Q7x2P', 'anon_ZZ1aa', 'anon_b9KzM']);
    for (const name of names) expect(name).not.toMatch(/sam|nia|omar|student|second|third|\d{2,}/i);
    // Every grade posted: anonymity lifts (Assignment#anonymize_students?), and the folders carry names again.
    app.db.prepare("UPDATE submissions SET posted_at = '2026-03-05T10:00:00Z' WHERE assignment_id = ?").run(assignmentId);
    const posted = Object.keys(contents((await download(app, zipUrl, 'teacher-token')).bytes));
    expect(posted).toContain(`secondnia_${students.nia}/attempt_1/text.html`);
  });

  it("limits a section-limited TA to their section's students", async () => {
    const { app, zipUrl, students } = zipWorld();
    const names = Object.keys(contents((await download(app, zipUrl, 'limited-ta-token')).bytes));
    expect(names).toEqual([`secondnia_${students.nia}/attempt_1/text.html`]);
  });

  it('refuses learners and staff without a grading right, and strangers', async () => {
    const { app, zipUrl, w } = zipWorld();
    const designer = app.data.user('Dana Designer', 'designer-token');
    app.data.enroll(designer, w.course, 'DesignerEnrollment');
    for (const [token, status] of [['student-token', 403], ['designer-token', 403], ['outsider-token', 403], [null, 401]] as const) {
      const response = await app.request(zipUrl, { token });
      expect([token, response.status]).toEqual([token, status]);
      expect(response.headers.get('content-type')).toContain('application/json');
    }
  });

  it('answers 404 for another course\'s assignment, and leaves the path to the app without zip', async () => {
    const { app, zipUrl, w } = zipWorld();
    const other = app.data.course({ accountId: w.accountId, termId: w.termId, name: 'Other', code: 'OTH' });
    app.data.enroll(w.teacher, other, 'TeacherEnrollment');
    expect((await app.request(zipUrl.replace(`/courses/${w.course.id}/`, `/courses/${other.id}/`), { token: 'teacher-token' })).status).toBe(404);
    // No SPA is mounted in tests: the app's path falls through to the plain not-found answer, not the zip.
    const page = await app.request(zipUrl.replace('?zip=1', ''), { token: 'teacher-token' });
    expect(page.headers.get('content-type')).not.toBe('application/zip');
  });

  it('closes the file being read when the client leaves mid-download', async () => {
    const { app, zipUrl, submissionId, students } = zipWorld();
    attachFile(app, submissionId(students.sam), 2, { name: 'big.bin', contentType: 'application/octet-stream', bytes: new Uint8Array(4 << 20) });
    const openFiles = () => openFilesUnder(join(app.dataDir, 'files'));
    const before = openFiles();
    for (let i = 0; i < 5; i++) {
      const response = await app.request(zipUrl, { token: 'teacher-token' });
      const reader = response.body?.getReader();
      if (!reader) throw new Error('no body');
      // Into the large file, then gone.
      for (let got = 0; got < 1 << 20; ) got += (await reader.read()).value?.byteLength ?? Infinity;
      // client-zip rethrows the reason from its cancel; @hono/node-server ignores that rejection as this does.
      await reader.cancel().catch(() => undefined);
    }
    // A read stream closes its descriptor on the thread pool, later on a busy machine: wait for it, for at most 5 s.
    await vi.waitFor(() => expect(openFiles()).toBeLessThanOrEqual(before), { timeout: 5_000 });
    // And the next grader still gets the whole zip.
    const { response, bytes } = await download(app, zipUrl, 'teacher-token');
    expect(Number(response.headers.get('content-length'))).toBe(bytes.byteLength);
  });
});

/** The columns anonymous grading (its own migration) adds, when this database does not have them yet. */
function withAnonymousColumns(db: ReturnType<typeof zipWorld>['app']['db']) {
  const has = (table: string, column: string) =>
    db.prepare<[], { name: string }>(`PRAGMA table_info(${table})`).all().some((row) => row.name === column);
  if (!has('assignments', 'anonymous_grading')) db.exec('ALTER TABLE assignments ADD COLUMN anonymous_grading INTEGER');
  if (!has('submissions', 'anonymous_id')) db.exec('ALTER TABLE submissions ADD COLUMN anonymous_id TEXT');
}
