import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { standardWorld } from '../test/test-data';
import { stringifyJsonIds } from './string-ids';

const STRING_IDS = { Accept: 'application/json+canvas-string-ids, application/json' };

function world() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  app.data.course({ accountId: w.accountId, termId: w.termId, name: 'Chemistry 101' });
  return { app, ...w };
}

async function read(app: ReturnType<typeof world>['app'], path: string, token: string, headers: Record<string, string> = {}) {
  const response = await app.request(path, { token, headers });
  return { status: response.status, text: await response.text(), link: response.headers.get('link'), type: response.headers.get('content-type') };
}

describe('Accept: application/json+canvas-string-ids', () => {
  it('renders a course list’s ids and nested teachers’ ids as strings, leaving Link and everything else alone', async () => {
    const { app, course, teacher } = world();
    const path = '/api/v1/accounts/1/courses?include[]=teachers&per_page=1';
    const plain = await read(app, path, 'admin-token');
    const strings = await read(app, path, 'admin-token', STRING_IDS);
    expect(strings.status).toBe(200);
    expect(strings.link).toBe(plain.link);
    expect(strings.link).toContain('rel="next"');
    expect(strings.type).toBe('application/json; charset=utf-8');
    const [first] = JSON.parse(strings.text) as Record<string, unknown>[];
    const [original] = JSON.parse(plain.text) as Record<string, unknown>[];
    expect(first).toMatchObject({ id: String(course.id), account_id: String(original?.account_id), name: 'Biology 101' });
    expect(first?.teachers).toEqual([expect.objectContaining({ id: String(teacher) })]);
    expect(first?.uuid).toBe(original?.uuid);
    expect(original?.id).toBe(course.id);
  });

  it('stringifies a roster’s users and their nested enrollments’ user_id and course_id', async () => {
    const { app, course, student } = world();
    const { text } = await read(app, `/api/v1/courses/${course.id}/users?enrollment_type[]=student&include[]=enrollments`, 'teacher-token', STRING_IDS);
    const [user] = JSON.parse(text) as { id: unknown; enrollments: Record<string, unknown>[] }[];
    expect(user?.id).toBe(String(student));
    expect(user?.enrollments[0]).toMatchObject({ user_id: String(student), course_id: String(course.id), course_section_id: String(course.sectionId) });
    expect(typeof user?.enrollments[0]?.id).toBe('string');
  });

  it('changes nothing without the header', async () => {
    const { app, course } = world();
    const { text } = await read(app, `/api/v1/courses/${course.id}`, 'teacher-token');
    expect((JSON.parse(text) as { id: unknown }).id).toBe(course.id);
  });

  it('follows Canvas’s key rule: id and *_id, arrays under ids and *_ids, at any depth; null, floats and uuid stay', () => {
    const body = {
      id: 1, user_id: 2, uuid: 3, paid: 4, valid: 5, sis_user_id: 'A1', parent_id: null,
      assignment_ids: [6, 7], ids: [8], grid: [9], score: 1.5, group_id: 2.5, big_id: 1e21, other_ids: [10, null, 11.5],
      items: [{ id: 12, nested: { course_id: 13 } }], empty_ids: [], nested_ids: [[14]],
    };
    expect(JSON.parse(stringifyJsonIds(JSON.stringify(body)))).toEqual({
      id: '1', user_id: '2', uuid: 3, paid: 4, valid: 5, sis_user_id: 'A1', parent_id: null,
      assignment_ids: ['6', '7'], ids: ['8'], grid: [9], score: 1.5, group_id: 2.5, big_id: 1e21, other_ids: ['10', null, 11.5],
      items: [{ id: '12', nested: { course_id: '13' } }], empty_ids: [], nested_ids: [[14]],
    });
  });

  it('leaves text inside string values alone, even text that reads like an id member', () => {
    const body = { id: 5, body: 'see "user_id":7 and "ids":[1,2]', title: 'ends with _id', path: 'C:\\', next_id: 6 };
    expect(JSON.parse(stringifyJsonIds(JSON.stringify(body)))).toEqual({ ...body, id: '5', next_id: '6' });
  });

  it('reads the same with whitespace around the colons and commas', () => {
    expect(JSON.parse(stringifyJsonIds('{ "id" : 7 , "role_ids" : [ 1 , 2 ] }'))).toEqual({ id: '7', role_ids: ['1', '2'] });
  });
});
