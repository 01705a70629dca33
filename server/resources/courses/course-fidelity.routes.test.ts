import { describe, expect, it } from 'vitest';
import {
  courseContract, courseSettingsContract, courseWithoutEnrollmentsContract, createdCourseContract, listOf,
} from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { addFile, addFolder } from '../../test/file-read-world';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

/** Course fields and update keys of canvas-lms app/controllers/courses_controller.rb and lib/api/v1/course_json.rb. */
function world() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  app.db.prepare(`UPDATE courses SET sis_course_id = 'BIO-101-F26', integration_id = 'int-77' WHERE id = ?`).run(w.course.id);
  const path = `/api/v1/courses/${w.course.id}`;
  const put = (course: Record<string, unknown>, token = 'teacher-token') => app.send('PUT', path, token, { course });
  const settings = async () => expectContract(courseSettingsContract, (await app.get(`${path}/settings`, 'teacher-token')).body);
  return { app, ...w, path, put, settings };
}

describe('SIS ids in Course JSON', () => {
  it('carries sis_course_id, integration_id and sis_import_id for an account admin', async () => {
    const { app, path } = world();
    const course = expectContract(courseContract, (await app.get(path, 'admin-token')).body);
    expect(course).toMatchObject({ sis_course_id: 'BIO-101-F26', integration_id: 'int-77', sis_import_id: null });
  });

  it.each(['teacher-token', 'student-token'])('leaves them out for %s, who may not read SIS data', async (token) => {
    const { app, path } = world();
    const course = expectContract(courseContract, (await app.get(path, token)).body);
    for (const key of ['sis_course_id', 'integration_id', 'sis_import_id']) expect(course).not.toHaveProperty(key);
    const [listed] = expectContract(listOf(courseContract), (await app.get('/api/v1/courses', token)).body);
    expect(listed).not.toHaveProperty('sis_course_id');
  });

  it('serves an SIS id given on create to the admin who gave it', async () => {
    const { app, accountId } = world();
    const { body } = await app.send('POST', `/api/v1/accounts/${accountId}/courses`, 'admin-token', { course: { name: 'Chem', sis_course_id: 'CHEM-1' } });
    expect(expectContract(createdCourseContract, body)).toMatchObject({ sis_course_id: 'CHEM-1', integration_id: null });
  });

  it('ignores course[sis_course_id] from a teacher, as Canvas does without manage_sis', async () => {
    const { app, put, course } = world();
    expect((await put({ sis_course_id: 'MINE', name: 'Renamed' })).status).toBe(200);
    expect(app.db.prepare('SELECT sis_course_id, name FROM courses WHERE id = ?').get(course.id)).toEqual({ sis_course_id: 'BIO-101-F26', name: 'Renamed' });
  });
});

describe('include[]=account', () => {
  it("embeds the course's account, its SIS id for admins only", async () => {
    const { app, path, accountId } = world();
    app.db.prepare(`UPDATE accounts SET sis_account_id = 'ROOT' WHERE id = ?`).run(accountId);
    const asAdmin = expectContract(courseContract, (await app.get(`${path}?include[]=account`, 'admin-token')).body);
    expect(asAdmin.account).toMatchObject({ id: accountId, sis_account_id: 'ROOT' });
    const asStudent = expectContract(courseContract, (await app.get(`${path}?include[]=account`, 'student-token')).body);
    expect(asStudent.account).toMatchObject({ id: accountId });
    expect(asStudent.account).not.toHaveProperty('sis_account_id');
  });
});

describe('includes this server does not serve', () => {
  it.each(['tabs', 'grading_periods', 'course_progress'])('answers include[]=%s with a 400 naming it', async (name) => {
    const { app } = world();
    const { status, body } = await app.get(`/api/v1/courses?include[]=${name}`, 'teacher-token');
    expect(status).toBe(400);
    expect(body).toEqual({ errors: [{ message: `include[]=${name} is not supported by this server` }] });
  });
});

describe('the course image on PUT /api/v1/courses/:id', () => {
  it('refuses image_url with image_id as Canvas does, and changes nothing', async () => {
    const { put, settings } = world();
    const { status, body } = await put({ image_url: 'https://img.example/a.png', image_id: 1, name: 'Never' });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'You cannot provide both an image_url and a image_id.' });
    expect(await settings()).toMatchObject({ image_url: null, image_id: null, image: null });
  });

  it('keeps an image_url, serves it in the settings and as image_download_url, and removes it', async () => {
    const { app, path, put, settings } = world();
    expect((await put({ image_url: 'https://img.example/a.png' })).status).toBe(200);
    expect(await settings()).toMatchObject({ image_url: 'https://img.example/a.png', image_id: null, image: 'https://img.example/a.png' });
    const course = expectContract(courseContract, (await app.get(`${path}?include[]=course_image`, 'student-token')).body);
    expect(course.image_download_url).toBe('https://img.example/a.png');
    await put({ remove_image: true });
    expect(await settings()).toMatchObject({ image_url: null, image: null });
  });

  it("takes a course file as image_id, and refuses an id that is not one of the course's files", async () => {
    const { app, put, settings, course } = world();
    const folder = addFolder(app.db, { type: 'Course', id: course.id }, 'course files');
    const fileId = addFile(app.db, { type: 'Course', id: course.id }, { name: 'banner.png', folderId: folder.id, contentType: 'image/png' });
    expect((await put({ image_id: fileId })).status).toBe(200);
    const chosen = await settings();
    expect(chosen).toMatchObject({ image_id: fileId, image_url: null });
    expect(chosen.image).toMatch(/^http:\/\/lectern\.test\//);
    const { status, body } = await put({ image_id: 9999 });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'The image_id is not a valid course file id.' });
  });
});

describe('course[...] keys kept as course settings or columns', () => {
  it('stores syllabus_course_summary and allow_student_forum_attachments, served by the settings', async () => {
    const { put, settings } = world();
    const { status, body } = await put({ syllabus_course_summary: false, allow_student_forum_attachments: true });
    expect(status).toBe(200);
    expectContract(courseWithoutEnrollmentsContract, body);
    expect(await settings()).toMatchObject({ syllabus_course_summary: false, allow_student_forum_attachments: true });
  });

  it('serves course_color, friendly_name and homeroom_course in Course JSON once set', async () => {
    const { app, path, put } = world();
    const { body } = await put({ course_color: 'abc', friendly_name: 'Bio', homeroom_course: true });
    expect(expectContract(courseWithoutEnrollmentsContract, body)).toMatchObject({ course_color: '#abc', friendly_name: 'Bio', homeroom_course: true });
    const [listed] = expectContract(listOf(courseContract), (await app.get('/api/v1/courses', 'student-token')).body);
    expect(listed).toMatchObject({ course_color: '#abc', friendly_name: 'Bio', homeroom_course: true });
    expect(expectContract(courseContract, (await app.get(path, 'student-token')).body).course_color).toBe('#abc');
  });

  it('answers create with the allow_* and enrollment flags it was given', async () => {
    const { app, accountId } = world();
    const course = { name: 'Flags', allow_wiki_comments: true, allow_student_forum_attachments: true, self_enrollment: true, open_enrollment: true };
    const { body } = await app.send('POST', `/api/v1/accounts/${accountId}/courses`, 'admin-token', { course });
    expect(expectContract(createdCourseContract, body)).toMatchObject({
      allow_wiki_comments: true, allow_student_forum_attachments: true, self_enrollment: true, open_enrollment: true,
    });
  });

  it.each(['blueprint_restrictions', 'use_blueprint_restrictions_by_object_type'])('refuses course[%s] by name', async (key) => {
    const { put } = world();
    const { status, body } = await put({ [key]: { content: true } });
    expect(status).toBe(400);
    expect(body).toEqual({ errors: [{ message: `course[${key}] is not supported by this server` }] });
  });
});
