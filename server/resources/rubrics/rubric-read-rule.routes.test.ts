import { describe, expect, it } from 'vitest';
import { rubricContract, submissionContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { rubricWorld } from '../../test/rubric-world';

/**
 * A rubric assessment is part of the grade (docs/decisions/0048-submission-read-rule.md): a learner sees none of an
 * unposted one through any route or include, and all of it once posted (lib/api/v1/submission.rb gates both
 * includes on submission.user_can_read_grade?).
 */
const ASSESSMENT_KEYS = ['rubric_assessment', 'full_rubric_assessment', 'assessments'];
const SECRET = 'Secret grader note';

function keysOf(value: unknown, keys = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, keys);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      keys.add(key);
      keysOf(child, keys);
    }
  }
  return keys;
}

async function assessedUnposted() {
  const w = rubricWorld();
  const observer = w.app.data.user('Obi Observer', 'observer-token');
  const enrollment = w.app.data.enroll(observer, w.course, 'ObserverEnrollment');
  w.app.db.prepare('UPDATE enrollments SET associated_user_id = ? WHERE id = ?').run(w.student, enrollment);
  const assignmentId = await w.assignment();
  w.app.db.prepare('UPDATE assignments SET post_manually = 1 WHERE id = ?').run(assignmentId);
  const { rubric } = await w.rubricOn(assignmentId);
  const criterion = rubric.data[0]?.id ?? '';
  expect((await w.grade(assignmentId, w.student, { rubric_assessment: { [criterion]: { points: 3, comments: SECRET } } })).status).toBe(200);
  await w.grade(assignmentId, w.student, { rubric_assessment: { [criterion]: { points: 4, comments: SECRET } } });
  const reads = (token: string) => [
    w.app.get(`${w.base}/${assignmentId}/submissions/${w.student}?include[]=rubric_assessment&include[]=full_rubric_assessment&include[]=submission_history`, token),
    w.app.get(`${w.rubrics}/${rubric.id}?include[]=assessments&style=full`, token),
    w.app.get(`${w.rubrics}/${rubric.id}?include[]=graded_assessments&style=comments_only`, token),
  ];
  const post = () => w.app.db.prepare(`UPDATE submissions SET posted_at = '2026-02-01T00:00:00Z' WHERE assignment_id = ?`).run(assignmentId);
  return { ...w, assignmentId, rubric, reads, post };
}

describe('an unposted rubric assessment', () => {
  it.each([['student-token'], ['observer-token']])('shows no part of itself to %s on any route or include', async (token) => {
    const w = await assessedUnposted();
    const [submission, full, comments] = await Promise.all(w.reads(token));
    const own = expectContract(submissionContract, submission?.body);
    expect(own.score).toBeNull();
    for (const answer of [submission, full, comments]) {
      expect(answer?.status).toBe(200);
      expect(JSON.stringify(answer?.body)).not.toContain(SECRET);
      const leaked = ASSESSMENT_KEYS.filter((key) => key !== 'assessments' && keysOf(answer?.body).has(key));
      expect(leaked).toEqual([]);
    }
    expect(expectContract(rubricContract, full?.body).assessments).toEqual([]);
    expect(expectContract(rubricContract, comments?.body).assessments).toEqual([]);
  });

  it('is there whole for graders, and for the student once posted', async () => {
    const w = await assessedUnposted();
    const [graderView] = await Promise.all(w.reads('teacher-token'));
    expect(JSON.stringify(graderView?.body)).toContain(SECRET);
    w.post();
    const [submission, full, comments] = await Promise.all(w.reads('student-token'));
    const own = expectContract(submissionContract, submission?.body);
    expect(own).toMatchObject({ score: 4, full_rubric_assessment: { score: 4, data: [{ comments: SECRET }] } });
    expect(Object.values(own.rubric_assessment ?? {})).toEqual([expect.objectContaining({ points: 4, comments: SECRET })]);
    expect(own.submission_history?.at(-1)?.full_rubric_assessment?.score).toBe(4);
    expect(expectContract(rubricContract, full?.body).assessments).toEqual([expect.objectContaining({ score: 4, data: [expect.objectContaining({ comments: SECRET })] })]);
    expect(expectContract(rubricContract, comments?.body).assessments?.[0]?.comments).toEqual([SECRET]);
  });
});
