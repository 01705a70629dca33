import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { extend } from 'zod/mini';
import { submissionContract } from '../../../src/api/schemas/contracts';
import { strictContract } from '../../../src/api/schemas/strict';
import { submissionDetailSchema } from '../../../src/api/schemas/submission-detail';
import { userDisplaySchema } from '../../../src/api/schemas/user';
import { expectContract } from '../../test/contract';
import { gradingWorld } from '../../test/grading-world';

/** include[]=user_summary puts a UserDisplay where include[]=user puts a User (lib/api/v1/submission.rb). */
const summaryContract = strictContract(extend(submissionDetailSchema, { user: userDisplaySchema }));
/**
 * response_fields[] keeps only the Submission fields it names; preview_url is not one of them (only
 * exclude_response_fields[] drops it), nor is Lectern's updated_at.
 */
const chosenContract = z.strictObject({ id: z.number(), score: z.nullable(z.number()), late: z.boolean(), preview_url: z.string(), updated_at: z.string() });

/**
 * The fields and includes lib/api/v1/submission.rb adds to every submission answer (canvas-lms
 * submissions_api_controller.rb index, show and for_students).
 */
async function readWorld() {
  const w = gradingWorld();
  const id = await w.assignment({ submission_types: ['online_text_entry'] });
  const base = `/api/v1/courses/${w.course.id}/assignments/${id}/submissions`;
  const submitted = await w.app.send('POST', base, 'student-token', { submission: { submission_type: 'online_text_entry', body: 'Essay' } });
  expect(submitted.status).toBe(201);
  const one = async (query: string, token = 'teacher-token') => {
    const answer = await w.app.get(`${base}/${w.student}?${query}`, token);
    expect(answer.status).toBe(200);
    return answer.body;
  };
  return { ...w, id, base, one };
}

describe('submission JSON fields and includes', () => {
  it('writes html_url on request, preview_url always, and the course and HTML comments when asked', async () => {
    const w = await readWorld();
    await w.grade(w.id, w.student, { comment: { text_comment: 'Good <b>start</b>\nKeep going' } });
    const body = expectContract(submissionContract, await w.one('include[]=html_url&include[]=course&include[]=submission_html_comments&include[]=submission_comments'));
    const page = `http://lectern.test/courses/${w.course.id}/assignments/${w.id}/submissions/${w.student}`;
    expect([body.html_url, body.preview_url]).toEqual([page, `${page}?preview=1&version=1`]);
    expect(body.course).toMatchObject({ id: w.course.id });
    expect(body.submission_comments?.map((c) => c.comment)).toEqual(['Good <b>start</b>\nKeep going']);
    expect(body.submission_html_comments?.map((c) => c.comment)).toEqual(['Good &lt;b&gt;start&lt;/b&gt;<br/>Keep going']);
  });

  it('answers include[]=user_summary with the student’s UserDisplay and read_state for the student', async () => {
    const w = await readWorld();
    const summary = expectContract(summaryContract, await w.one('include[]=user_summary'));
    expect(summary.user).toMatchObject({ id: w.student, display_name: expect.any(String) as string });
    await w.grade(w.id, w.student, { submission: { posted_grade: '8' } });
    expect(expectContract(submissionContract, await w.one('include[]=read_state', 'student-token')).read_state).toBe('unread');
    expect(expectContract(submissionContract, await w.one('include[]=read_state')).read_state).toBe('read');
  });

  it('keeps only response_fields[] and drops exclude_response_fields[] on the list, the single GET and students/submissions', async () => {
    const w = await readWorld();
    const chosen = 'response_fields[]=id&response_fields[]=score&response_fields[]=late';
    const [row] = (await w.app.get(`${w.base}?${chosen}`, 'teacher-token')).body as unknown[];
    expect(Object.keys(expectContract(chosenContract, row)).sort()).toEqual(['id', 'late', 'preview_url', 'score', 'updated_at']);
    const single = (await w.one('exclude_response_fields[]=body&exclude_response_fields[]=preview_url')) as Record<string, unknown>;
    expect(['body', 'preview_url'].filter((key) => key in single)).toEqual([]);
    expect(single.attempt).toBe(1);
    const many = await w.app.get(`/api/v1/courses/${w.course.id}/students/submissions?student_ids[]=all&${chosen}`, 'teacher-token');
    expect((many.body as unknown[]).map((item) => Object.keys(expectContract(chosenContract, item)).length)).toEqual([5, 5]);
  });
});

describe('GET …/assignments/:assignment_id/gradeable_students', () => {
  it('lists each student the grader may see as a UserDisplay, by user id, section-limited for a limited TA', async () => {
    const w = await readWorld();
    const path = `/api/v1/courses/${w.course.id}/assignments/${w.id}/gradeable_students`;
    const all = await w.app.get(path, 'teacher-token');
    expect(all.status).toBe(200);
    const rows = expectContract(z.array(strictContract(userDisplaySchema)), all.body);
    expect(rows.map((r) => r.id)).toEqual([w.student, w.otherStudent].sort((a, b) => a - b));
    const limited = expectContract(z.array(strictContract(userDisplaySchema)), (await w.app.get(path, 'limited-ta-token')).body);
    expect(limited.map((r) => r.id)).toEqual([w.student]);
    expect((await w.app.get(path, 'student-token')).status).toBe(403);
  });

  it('names nobody with allow_new_anonymous_id while an anonymous assignment’s students are anonymized', async () => {
    const w = gradingWorld();
    const id = await w.assignment({ anonymous_grading: true });
    const path = `/api/v1/courses/${w.course.id}/assignments/${id}/gradeable_students?allow_new_anonymous_id=true`;
    const answer = await w.app.get(path, 'teacher-token');
    const anonymous = z.array(z.strictObject({ anonymous_id: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{5}$/), avatar_image_url: z.string() }));
    const rows = expectContract(anonymous, answer.body);
    expect(rows.map((r) => r.anonymous_id)).toEqual(rows.map((r) => r.anonymous_id).sort());
    expect(rows).toHaveLength(2);
  });
});
