import { describe, expect, it } from 'vitest';
import { coursePermissionsContract, previewHtmlContract } from '../../../src/api/schemas/contracts';
import { COURSE_RIGHTS } from '../../canvas/permissions';
import { expectContract } from '../../test/contract';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

describe('GET /api/v1/courses/:course_id/permissions (docs/canvas-contract.md §2.20)', () => {
  const app = createTestApp();
  const { course } = standardWorld(app.data);
  const path = `/api/v1/courses/${course.id}/permissions`;

  it('answers each requested right as a boolean for the caller; unknown names are false', async () => {
    const query = '?permissions[]=manage_grades&permissions[]=read_roster&permissions[]=change_course_state&permissions[]=fly';
    const teacher = await app.get(`${path}${query}`, 'teacher-token');
    expect(teacher.status).toBe(200);
    expectContract(coursePermissionsContract, teacher.body);
    expect(teacher.body).toEqual({ manage_grades: true, read_roster: true, change_course_state: true, fly: false });
    const student = await app.get(`${path}${query}`, 'student-token');
    expect(expectContract(coursePermissionsContract, student.body)).toEqual({ manage_grades: false, read_roster: true, change_course_state: false, fly: false });
    const ta = await app.get(`${path}?permissions[]=change_course_state&permissions[]=manage_grades`, 'ta-token');
    expect(expectContract(coursePermissionsContract, ta.body)).toEqual({ change_course_state: false, manage_grades: true });
  });

  it('answers every known right when none is named', async () => {
    const { body } = await app.get(path, 'admin-token');
    const rights = expectContract(coursePermissionsContract, body);
    expect(Object.keys(rights).sort()).toEqual([...COURSE_RIGHTS].sort());
    expect(Object.values(rights).every((value) => value)).toBe(true);
  });

  it('refuses an outsider with 403 and answers 404 for an unknown course', async () => {
    expect((await app.get(path, 'outsider-token')).status).toBe(403);
    expect((await app.get('/api/v1/courses/404/permissions', 'teacher-token')).status).toBe(404);
  });
});

describe('POST /api/v1/courses/:course_id/preview_html (docs/canvas-contract.md §2.15)', () => {
  const app = createTestApp();
  const { course } = standardWorld(app.data);
  const path = `/api/v1/courses/${course.id}/preview_html`;

  it('returns sanitized html with course links made absolute for the request origin', async () => {
    const html = `<p onclick="x()">Read <a href="/courses/${course.id}/files/5/download">this</a><script>alert(1)</script></p>`;
    const { status, body } = await app.send('POST', path, 'student-token', { html });
    expect(status).toBe(200);
    expectContract(previewHtmlContract, body);
    expect(body).toEqual({
      html:
        `<p>Read <a href="http://lectern.test/courses/${course.id}/files/5/download" ` +
        `data-api-endpoint="http://lectern.test/api/v1/courses/${course.id}/files/5" data-api-returntype="File">this</a></p>`,
    });
  });

  it('accepts the html as a form field and treats a missing one as empty', async () => {
    const response = await app.request(path, {
      method: 'POST',
      token: 'teacher-token',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Host: 'canvas.example.edu' },
      body: new URLSearchParams({ html: '<img src="/courses/1/files/2/preview" alt="chart">' }).toString(),
    });
    expect(expectContract(previewHtmlContract, await response.json())).toEqual({ html: '<img src="http://canvas.example.edu/courses/1/files/2/preview" alt="chart" />' });
    expect(expectContract(previewHtmlContract, (await app.send('POST', path, 'teacher-token', {})).body)).toEqual({ html: '' });
  });

  it('refuses an outsider with 403', async () => {
    expect((await app.send('POST', path, 'outsider-token', { html: '<p>x</p>' })).status).toBe(403);
  });
});
