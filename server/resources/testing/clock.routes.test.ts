import { afterEach, describe, expect, it } from 'vitest';
import { useRealTime } from '../../canvas/clock';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

type ClockAnswer = { now: string; real_time: boolean };
type Marks = { missing: boolean; late: boolean; submitted_at: string | null };

const DAY_SECONDS = 86_400;
const FORBIDDEN = { status: 'unauthorized', errors: [{ message: 'user not authorized to perform that action' }] };
const CLOCK = '/lectern/testing/clock';

const whole = (ms: number) => Math.floor(ms / 1000) * 1000;
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A testing-mode server with the usual cast, and what a test (and its client) does with the clock and the API. */
function clockWorld() {
  const app = createTestApp({ testing: true });
  const w = standardWorld(app.data);
  const course = `/api/v1/courses/${w.course.id}`;
  const move = (body: unknown, token = 'admin-token') => app.send('PUT', CLOCK, token, body);
  const moved = async (body: unknown) => {
    const answer = await move(body);
    expect(answer.status).toBe(200);
    return answer.body as ClockAnswer;
  };
  /** The server's reading of now, taken the way a client can: a step of zero seconds. */
  const serverNow = async () => Date.parse((await moved({ advance_seconds: 0 })).now);
  const assignment = async (dueAt: string) => {
    const fields = { name: 'Essay', points_possible: 10, published: true, submission_types: ['online_text_entry'], due_at: dueAt };
    const answer = await app.send('POST', `${course}/assignments`, 'teacher-token', { assignment: fields });
    expect(answer.status).toBe(201);
    return answer.body as { id: number; created_at: string };
  };
  const submission = async (assignmentId: number) => {
    const answer = await app.get(`${course}/assignments/${assignmentId}/submissions/${w.student}`, 'teacher-token');
    expect(answer.status).toBe(200);
    return answer.body as Marks;
  };
  /** Missing as the student's own assignment list, the gradebook's read and the grader's status filter see it. */
  const missingElsewhere = async (assignmentId: number) => {
    const list = await app.get(`${course}/assignments?include[]=submission`, 'student-token');
    const own = (list.body as { id: number; submission: Marks }[]).find((a) => a.id === assignmentId)?.submission;
    const gradebook = await app.get(`${course}/students/submissions?student_ids[]=${w.student}&assignment_ids[]=${assignmentId}`, 'teacher-token');
    const filtered = await app.get(`${course}/assignments/${assignmentId}/submissions?grading_status[]=missing`, 'teacher-token');
    return {
      own: own?.missing,
      gradebook: (gradebook.body as Marks[])[0]?.missing,
      filtered: (filtered.body as { user_id: number }[]).some((row) => row.user_id === w.student),
    };
  };
  return { app, w, course, move, moved, serverNow, assignment, submission, missingElsewhere };
}

// The clock is one per process: whatever a test does to it, the next test starts on real time.
afterEach(useRealTime);

describe('PUT /lectern/testing/clock', () => {
  it('makes an assignment due tomorrow missing once the clock is two days on, wherever a client reads the marks', async () => {
    const t = clockWorld();
    const { id } = await t.assignment(iso(Date.now() + DAY_SECONDS * 1000));
    expect(await t.submission(id)).toMatchObject({ missing: false, late: false });
    expect(await t.missingElsewhere(id)).toEqual({ own: false, gradebook: false, filtered: false });

    const before = whole(Date.now());
    const answer = await t.moved({ advance_seconds: 2 * DAY_SECONDS });
    expect(answer.real_time).toBe(false);
    expect(Date.parse(answer.now)).toBeGreaterThanOrEqual(before + 2 * DAY_SECONDS * 1000);

    expect(await t.submission(id)).toMatchObject({ missing: true, late: false });
    expect(await t.missingElsewhere(id)).toEqual({ own: true, gradebook: true, filtered: true });
  });

  it('marks a submission made after the clock passed the due date late, submitted at the moved time', async () => {
    const t = clockWorld();
    const due = whole(Date.now()) + DAY_SECONDS * 1000;
    const { id } = await t.assignment(iso(due));
    const set = await t.moved({ now: iso(due + 3600 * 1000) });
    expect(set.now).toBe(iso(due + 3600 * 1000));

    const made = await t.app.send('POST', `${t.course}/assignments/${id}/submissions`, 'student-token', {
      submission: { submission_type: 'online_text_entry', body: 'My essay' },
    });
    const after = await t.serverNow();
    expect(made.status).toBe(201);
    const body = made.body as Marks;
    expect(body.late).toBe(true);
    const submittedAt = Date.parse(body.submitted_at ?? '');
    expect(submittedAt).toBeGreaterThanOrEqual(due + 3600 * 1000);
    expect(submittedAt).toBeLessThanOrEqual(after);
    expect(await t.submission(id)).toMatchObject({ late: true, missing: false, submitted_at: body.submitted_at });
  });

  it('gives what is created after the clock is set that time as created_at', async () => {
    const t = clockWorld();
    const set = Date.parse((await t.moved({ now: '2031-05-06T07:08:09+02:00' })).now);
    expect(set).toBe(Date.parse('2031-05-06T05:08:09Z'));
    const { created_at: assignmentCreated } = await t.assignment('2031-06-01T00:00:00Z');
    const token = await t.app.send('POST', `/api/v1/users/${t.w.student}/tokens`, 'student-token', { token: { purpose: 'Sync' } });
    const after = await t.serverNow();
    for (const createdAt of [assignmentCreated, (token.body as { created_at: string }).created_at]) {
      expect(Date.parse(createdAt)).toBeGreaterThanOrEqual(set);
      expect(Date.parse(createdAt)).toBeLessThanOrEqual(after);
    }
  });

  it('expires a token an hour from now once the clock is two hours on, and takes it back with real time', async () => {
    const t = clockWorld();
    const expiresAt = iso(Date.now() + 3600 * 1000);
    const issued = await t.app.send('POST', `/api/v1/users/${t.w.student}/tokens`, 'student-token', { token: { purpose: 'Sync', expires_at: expiresAt } });
    const token = (issued.body as { token: string }).token;
    expect((await t.app.get('/api/v1/users/self', token)).status).toBe(200);

    await t.moved({ advance_seconds: 7200 });
    const refused = await t.app.get('/api/v1/users/self', token);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ errors: [{ message: 'Expired access token.', expired_at: expiresAt }] });

    const back = await t.app.send('DELETE', CLOCK, 'admin-token');
    expect(back.status).toBe(200);
    expect((back.body as ClockAnswer).real_time).toBe(true);
    expect((await t.app.get('/api/v1/users/self', token)).status).toBe(200);
  });

  it('steps back as well as on, and reads a form body as well as JSON', async () => {
    const t = clockWorld();
    const before = whole(Date.now());
    const back = await t.moved({ advance_seconds: -DAY_SECONDS });
    expect(Date.parse(back.now)).toBeLessThan(before);
    const form = await t.app.request(CLOCK, {
      method: 'PUT', token: 'admin-token', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'now=2030-01-02T03:04:05Z',
    });
    expect(form.status).toBe(200);
    expect(((await form.json()) as ClockAnswer).now).toBe('2030-01-02T03:04:05Z');
  });

  it.each([
    [{ now: 'yesterday' }, ['now']],
    [{ now: '2026-13-45T00:00:00Z' }, ['now']],
    [{ now: null }, ['now']],
    [{ now: ['2030-01-01T00:00:00Z'] }, ['now']],
    [{ now: '0000-01-01T00:00:00+01:00' }, ['now']],
    [{ advance_seconds: 'soon' }, ['advance_seconds']],
    [{ advance_seconds: 1e300 }, ['advance_seconds']],
    [{ advance_seconds: { by: 1 } }, ['advance_seconds']],
    [{}, ['now', 'advance_seconds']],
    [{ now: '2030-01-01T00:00:00Z', advance_seconds: 60 }, ['now', 'advance_seconds']],
  ])('refuses %j with a 400 naming the field, leaving the clock alone', async (body, fields) => {
    const t = clockWorld();
    const before = whole(Date.now());
    const answer = await t.move(body);
    expect(answer.status).toBe(400);
    expect(Object.keys((answer.body as { errors: Record<string, unknown> }).errors).sort()).toEqual([...fields].sort());
    const now = await t.serverNow();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it.each(['teacher-token', 'student-token'])('answers %s with Canvas 403 and does not move the clock', async (token) => {
    const t = clockWorld();
    const before = whole(Date.now());
    const answer = await t.move({ advance_seconds: 2 * DAY_SECONDS }, token);
    expect(answer).toMatchObject({ status: 403, body: FORBIDDEN });
    expect((await t.app.send('DELETE', CLOCK, token)).status).toBe(403);
    expect(await t.serverNow()).toBeLessThanOrEqual(Date.now());
    expect(await t.serverNow()).toBeGreaterThanOrEqual(before);
  });
});

describe('DELETE /lectern/testing/clock', () => {
  it('returns to real time and says so', async () => {
    const t = clockWorld();
    await t.moved({ now: '2040-01-01T00:00:00Z' });
    const before = whole(Date.now());
    const answer = await t.app.send('DELETE', CLOCK, 'admin-token');
    expect(answer.status).toBe(200);
    const body = answer.body as ClockAnswer;
    expect(body.real_time).toBe(true);
    expect(Date.parse(body.now)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(body.now)).toBeLessThanOrEqual(Date.now());
  });
});

describe('the clock outside testing mode', () => {
  it('does not exist: PUT and DELETE /lectern/testing/clock are 404', async () => {
    const app = createTestApp();
    standardWorld(app.data);
    expect((await app.send('PUT', CLOCK, 'admin-token', { advance_seconds: 60 })).status).toBe(404);
    expect((await app.send('DELETE', CLOCK, 'admin-token')).status).toBe(404);
  });
});
