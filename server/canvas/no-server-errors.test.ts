import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { CourseWorkData } from '../test/course-work-data';
import { createTestApp } from '../test/test-app';
import { standardWorld } from '../test/test-data';

/** Every registered API route, with its path parameters filled in from `values`. */
function apiRoutes(values: Record<string, string>, options: { withIdsOnly?: boolean } = {}) {
  const app = createApp({ db: createTestApp().db, dataDir: '/tmp' });
  const seen = new Set<string>();
  return app.routes
    .filter((r) => r.path.startsWith('/api/v1/') && r.method !== 'ALL')
    .filter((r) => !options.withIdsOnly || r.path.includes('/:'))
    .map((r) => ({ method: r.method, path: r.path.replace(/:(\w+)/g, (_, name: string) => values[name] ?? values.id ?? '1') }))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
}

const junkQueries = [
  'include[]=term&include[][x]=1&per_page=abc&page=-3',
  'search_term=%00%FF&state[]=&enrollment_type[]=wizard&user_ids=1,a,2',
  'permissions[]=&permissions[][a]=b&assignment_ids[]=1e3&sort=%27;drop',
  `search_term=${'x'.repeat(5000)}&teacher_limit=-1&recursive=maybe`,
];

const junkBodies: { type: string; body: string }[] = [
  { type: 'application/json', body: '{"course":"string","enrollment":[1,2],"user":null}' },
  { type: 'application/json', body: '{"course":{"name":{"nested":true},"start_at":"soon","end_at":12,"term_id":"x","time_zone":"Mars/Base"}}' },
  { type: 'application/json', body: '{"event":["delete"],"html":{"a":1},"hide_final_grades":"perhaps","home_page_announcement_limit":"lots"}' },
  { type: 'application/json', body: '{"enrollment":{"user_id":"1; drop table","type":7},"pseudonym":{"unique_id":[]},"token":{"expires_at":"yesterday"}}' },
  { type: 'application/x-www-form-urlencoded', body: 'course[name][]=a&course[name][x]=b&course[event]=explode&offer=2&enroll_me=true' },
  { type: 'application/x-www-form-urlencoded', body: 'default_due_time=25:99:00&course_color=red;&event=' },
  { type: 'application/json', body: '{"assignment_override":{"student_ids":[{"a":1},null,"1e3"],"group_id":[],"title":{"x":1},"due_at":["soon"]}}' },
  { type: 'application/json', body: '{"assignment_override":{"group_id":{"id":1},"course_section_id":"1; drop","lock_at":12,"unlock_at":true}}' },
  { type: 'application/x-www-form-urlencoded', body: 'assignment_override[student_ids]=&assignment_override[course_section_id][]=1&assignment_override=x' },
  { type: 'application/json', body: '{"course_section":{"name":["a"],"start_at":{"x":1},"restrict_enrollments_to_section_dates":[]},"name":{"a":1},"group_limit":"many","self_signup":7,"user_id":[1]}' },
  { type: 'application/x-www-form-urlencoded', body: 'course_section=Evening&name[]=x&join_level[a]=b&storage_quota_mb=1e9&user_id=self&auto_leader[]=first' },
  { type: 'application/json', body: '{"submission":{"posted_grade":["a"],"excuse":{"x":1},"late_policy_status":7,"seconds_late_override":"lots"},"comment":{"text_comment":{"a":1},"attempt":"x","group_comment":[]},"expected_updated_at":{"t":1}}' },
  { type: 'application/x-www-form-urlencoded', body: 'submission[posted_grade]=1e400&submission=x&comment[text_comment][]=a&comment=y&expected_updated_at[]=now' },
  { type: 'multipart/form-data; boundary=zz', body: '--zz\r\nContent-Disposition: form-data; name="course[name]"\r\n\r\n\u0000\r\n--zz--\r\n' },
  { type: 'application/json', body: `${'{"course":'.repeat(4000)}1${'}'.repeat(4000)}` },
  { type: 'application/json', body: `{"course":${'['.repeat(4000)}${']'.repeat(4000)}}` },
  { type: 'application/x-www-form-urlencoded', body: Array.from({ length: 10_001 }, (_, i) => `k${i}[a][b]=1`).join('&') },
];

describe('no input, however malformed, yields a 500', () => {
  const app = createTestApp();
  const world = standardWorld(app.data);
  // Override routes reach their parameter checks only for a real assignment and override (ids share `id` with the course).
  const work = new CourseWorkData(app.db);
  const assignmentId = work.assignment(world.course.id);
  work.override(assignmentId, { students: [world.student] });
  const groupCategoryId = work.groupCategory(world.course.id);
  const groupId = work.group(world.course.id, groupCategoryId, 'Junk Lab', [world.student]);
  const values = {
    account_id: String(world.accountId),
    course_id: String(world.course.id),
    id: String(world.course.id),
    user_id: String(world.student),
    assignment_id: String(assignmentId),
    course_section_id: String(world.course.sectionId),
    section_id: String(world.course.sectionId),
    group_category_id: String(groupCategoryId),
    group_id: String(groupId),
  };

  it.each(['admin-token', 'teacher-token', 'student-token'])('every route answers junk from %s with < 500', async (token) => {
    const failures: string[] = [];
    const routes = apiRoutes(values);
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      for (const query of junkQueries) {
        const response = await app.request(`${route.path}?${query}`, { method: route.method, token });
        if (response.status >= 500) failures.push(`${route.method} ${route.path}?${query.slice(0, 40)} → ${response.status}`);
      }
      if (route.method === 'GET') continue;
      for (const { type, body } of junkBodies) {
        const response = await app.request(route.path, { method: route.method, token, headers: { 'Content-Type': type }, body });
        if (response.status >= 500) failures.push(`${route.method} ${route.path} ${body.slice(0, 50)} → ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers junk path ids with 404 on every route', async () => {
    const failures: string[] = [];
    for (const route of apiRoutes({ account_id: 'x1', course_id: 'sis_course_id:A', id: '-1', user_id: '1.5' }, { withIdsOnly: true })) {
      const response = await app.request(route.path, { method: route.method, token: 'admin-token' });
      if (response.status !== 404 && response.status !== 400) failures.push(`${route.method} ${route.path} → ${response.status}`);
    }
    expect(failures).toEqual([]);
  });
});
