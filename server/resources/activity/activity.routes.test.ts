import { describe, expect, it } from 'vitest';
import { activityItemContract, activitySummaryContract, assignmentContract, courseContract, listOf } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { CourseWorkData } from '../../test/course-work-data';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

function world() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  const work = new CourseWorkData(app.db);
  const other = app.data.course({ accountId: w.accountId, termId: w.termId, name: 'Other' });
  app.data.enroll(w.student, other, 'StudentEnrollment');
  const essay = work.assignment(w.course.id, { name: 'Essay', dueAt: '2026-02-01T06:59:00Z' });
  const submission = work.submission(essay, w.student, { state: 'graded', score: 9, postedAt: '2026-02-02T00:00:00Z' });
  work.insert('submission_comments', { submission_id: submission, author_id: w.teacher, comment: 'Nice work', created_at: '2026-02-02T00:00:00Z' });
  const item = (type: string, day: number, data: unknown, extra: { title?: string; category?: string } = {}) => ({
    type, title: extra.title ?? `${type} ${day}`, message: `<p>${type}</p>`, data, category: extra.category ?? null,
    createdAt: `2026-02-${String(day).padStart(2, '0')}T12:00:00Z`,
  });
  const announcement = work.streamItem(w.course.id, item('Announcement', 1, { announcement_id: 4 }), [[w.student, true], [w.teacher, false]]);
  const topic = work.streamItem(w.course.id, item('DiscussionTopic', 2, {
    discussion_topic_id: 7, total_root_discussion_entries: 1,
    root_discussion_entries: [{ user: { user_id: w.ta, user_name: 'Tara' }, message: 'Hi' }],
  }), [[w.student, false]]);
  const message = work.streamItem(w.course.id, item('Message', 3, { message_id: 2, url: `/courses/${w.course.id}/assignments/${essay}` },
    { title: 'Assignment Graded: Essay', category: 'Grading' }), [[w.student, false]]);
  const graded = work.streamItem(w.course.id, item('Submission', 4, { submission_id: submission, assignment_id: essay }), [[w.student, true]]);
  work.streamItem(w.course.id, item('Announcement', 5, { announcement_id: 5 }), [[w.student, false, true]]);
  work.streamItem(other.id, item('Announcement', 6, { announcement_id: 6 }), [[w.student, false]]);
  return { app, work, ...w, essay, submission, announcement, topic, message, graded };
}

const items = (body: unknown) => expectContract(listOf(activityItemContract), body);

describe('GET /api/v1/courses/:course_id/activity_stream (docs/canvas-contract.md §2.16)', () => {
  const w = world();
  const path = `/api/v1/courses/${w.course.id}/activity_stream`;

  it('lists the caller’s visible items of this course, newest first', async () => {
    const { status, body, headers } = await w.app.get(path, 'student-token');
    expect(status).toBe(200);
    expect(items(body).map((i) => i.id)).toEqual([w.graded, w.message, w.topic, w.announcement]);
    expect(headers.get('link')).toContain('per_page=21>; rel="current"');
  });

  it('renders each type with the common keys and its own', async () => {
    const list = items((await w.app.get(path, 'student-token')).body);
    const byId = new Map(list.map((i) => [i.id, i]));
    const origin = `http://lectern.test/courses/${w.course.id}`;
    expect(byId.get(w.announcement)).toMatchObject({
      type: 'Announcement', announcement_id: 4, read_state: true, context_type: 'Course', course_id: w.course.id,
      html_url: `${origin}/announcements/4`, require_initial_post: false, root_discussion_entries: [],
    });
    expect(byId.get(w.topic)).toMatchObject({
      type: 'DiscussionTopic', discussion_topic_id: 7, read_state: false, html_url: `${origin}/discussion_topics/7`,
      total_root_discussion_entries: 1, root_discussion_entries: [{ user: { user_id: w.ta, user_name: 'Tara' }, message: 'Hi' }],
    });
    expect(byId.get(w.message)).toMatchObject({
      type: 'Message', message_id: 2, notification_category: 'Grading', title: 'Assignment Graded: Essay',
      html_url: `${origin}/assignments/${w.essay}`,
    });
  });

  it('renders a Submission item as the submission with comments, assignment, course and user', async () => {
    const list = items((await w.app.get(path, 'student-token')).body);
    const item = list.find((i) => i.id === w.graded);
    expect(item).toMatchObject({
      type: 'Submission', submission_id: w.submission, title: 'Essay', assignment_id: w.essay, user_id: w.student,
      score: 9, workflow_state: 'graded', user: { id: w.student, name: 'Sam Student' },
    });
    expect(expectContract(assignmentContract, item?.assignment)).toMatchObject({ id: w.essay, title: 'Essay' });
    expect(expectContract(courseContract, item?.course)).toMatchObject({ id: w.course.id });
    expect(item?.submission_comments).toEqual([expect.objectContaining({ comment: 'Nice work', body: 'Nice work', author_id: w.teacher })]);
  });

  it('marks a Submission item late or missing as the submissions API does: an excused one is neither', async () => {
    const lab = w.work.assignment(w.course.id, { name: 'Lab', dueAt: '2026-01-10T06:59:00Z' });
    const excused = w.work.submission(lab, w.student, { type: null });
    // Excusing posts it, as any grade on an automatically posted assignment does.
    w.app.db.prepare(`UPDATE submissions SET excused = 1, posted_at = '2026-01-11T00:00:00Z' WHERE id = ?`).run(excused);
    const streamed = w.work.streamItem(w.course.id, { type: 'Submission', title: 'Lab', data: { submission_id: excused, assignment_id: lab } }, [[w.student, false]]);
    const item = items((await w.app.get(path, 'student-token')).body).find((i) => i.id === streamed);
    const own = (await w.app.get(`/api/v1/courses/${w.course.id}/assignments/${lab}/submissions/${w.student}`, 'student-token')).body;
    expect(item).toMatchObject({ excused: true, late: false, missing: false });
    expect(own).toMatchObject({ late: item?.late, missing: item?.missing, seconds_late: item?.seconds_late });
  });

  it('pages 21 items at a time by default', async () => {
    for (let day = 1; day <= 22; day += 1) {
      w.work.streamItem(w.course.id, { type: 'Announcement', data: { announcement_id: 100 + day } }, [[w.ta, false]]);
    }
    const first = await w.app.get(path, 'ta-token');
    expect(items(first.body)).toHaveLength(21);
    expect(first.headers.get('link')).toContain('rel="next"');
    expect(items((await w.app.get(`${path}?page=2`, 'ta-token')).body)).toHaveLength(1);
  });

  it('is 403 for an outsider and 404 for an unknown course', async () => {
    expect((await w.app.get(path, 'outsider-token')).status).toBe(403);
    expect((await w.app.get('/api/v1/courses/9999/activity_stream', 'student-token')).status).toBe(404);
  });
});

describe('GET /api/v1/courses/:course_id/activity_stream/summary (docs/canvas-contract.md §2.17)', () => {
  const w = world();
  const path = `/api/v1/courses/${w.course.id}/activity_stream/summary`;

  it('counts visible items per type with unread counts, sorted by type, without a Link header', async () => {
    const { status, body, headers } = await w.app.get(path, 'student-token');
    expect(status).toBe(200);
    expect(expectContract(activitySummaryContract, body)).toEqual([
      { type: 'Announcement', notification_category: null, count: 1, unread_count: 0 },
      { type: 'DiscussionTopic', notification_category: null, count: 1, unread_count: 1 },
      { type: 'Message', notification_category: 'Grading', count: 1, unread_count: 1 },
      { type: 'Submission', notification_category: null, count: 1, unread_count: 0 },
    ]);
    expect(headers.get('link')).toBeNull();
  });

  it('is 403 for an outsider', async () => {
    expect((await w.app.get(path, 'outsider-token')).status).toBe(403);
  });
});
