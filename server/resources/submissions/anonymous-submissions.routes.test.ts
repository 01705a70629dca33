import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  anonymizedGradedSubmissionContract, anonymizedSubmissionContract, assignmentContract, gradedSubmissionContract, submissionContract,
} from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { CourseWorkData } from '../../test/course-work-data';
import { gradingWorld } from '../../test/grading-world';

/**
 * Anonymous grading (docs/decisions/0056-anonymous-grading.md). Rests on canvas-lms lib/anonymity.rb (five base58
 * characters per submission, unique within the assignment), lib/api/v1/submission.rb (anonymize_user_id: the
 * student is the anonymous_id, not the user_id), app/models/submission.rb can_read_submission_user_name? (no
 * include[]=user while anonymized), app/controllers/anonymous_submissions_controller.rb (the submission found by
 * anonymous_id within the assignment) and Assignment#anonymize_students? (anonymous until every grade is posted).
 */
type Json = Record<string, unknown>;
const ANONYMOUS_ID = /^[1-9A-HJ-NP-Za-km-z]{5}$/;

async function anonymousWorld() {
  const w = gradingWorld();
  const id = await w.assignment({ submission_types: ['online_text_entry'], anonymous_grading: true });
  w.app.db.prepare(`UPDATE submissions SET submission_type = 'online_text_entry', body = 'My essay', attempt = 1, workflow_state = 'submitted', submitted_at = '2026-02-01T10:00:00Z' WHERE assignment_id = ? AND user_id = ?`)
    .run(id, w.student);
  const anonymousIdOf = (userId: number) =>
    w.app.db.prepare<[number, number], { anonymous_id: string }>('SELECT anonymous_id FROM submissions WHERE assignment_id = ? AND user_id = ?').get(id, userId)?.anonymous_id ?? '';
  const path = `/api/v1/courses/${w.course.id}/assignments/${id}`;
  const names = w.app.db.prepare<[number], { id: number; name: string; sortable_name: string }>(
    `SELECT u.id, u.name, u.sortable_name FROM users u JOIN enrollments e ON e.user_id = u.id WHERE e.course_id = ? AND e.type = 'StudentEnrollment'`,
  ).all(w.course.id);
  const postAll = () => w.app.db.prepare(`UPDATE submissions SET posted_at = '2026-03-01T00:00:00Z' WHERE assignment_id = ?`).run(id);
  return { ...w, id, path, anonymousIdOf, names, postAll };
}

/** No student's name or user id anywhere in the answer's text. */
function expectNoStudent(body: unknown, students: { id: number; name: string; sortable_name: string }[]) {
  const text = JSON.stringify(body);
  for (const student of students) {
    expect(text).not.toContain(student.name);
    expect(text).not.toContain(student.sortable_name);
    expect(text).not.toMatch(new RegExp(`"user_id":${student.id}\\b`));
  }
}

describe('anonymous_grading on the assignment', () => {
  it('is kept on create and edit, served, and makes the assignment post manually', async () => {
    const w = gradingWorld();
    const created = expectContract(assignmentContract, (await w.create({ name: 'Blind essay', anonymous_grading: true })).body);
    expect(created).toMatchObject({ anonymous_grading: true, post_manually: true, anonymize_students: true });
    const edited = expectContract(assignmentContract, (await w.edit(created.id, { anonymous_grading: false })).body);
    expect(edited).toMatchObject({ anonymous_grading: false, anonymize_students: false });
    const read = expectContract(assignmentContract, (await w.app.get(`${w.base}/${created.id}`, 'teacher-token')).body);
    expect(read.anonymous_grading).toBe(false);
  });

  it('is refused on a group assignment, naming the field, as Canvas’s editor refuses it', async () => {
    const w = gradingWorld();
    const category = new CourseWorkData(w.app.db).groupCategory(w.course.id);
    const { status, body } = await w.create({ name: 'Group lab', anonymous_grading: true, group_category_id: category });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('Anonymous grading cannot be enabled for group assignments');
    const plain = await w.created({ name: 'Lab', group_category_id: category });
    expect((await w.edit(plain.id, { anonymous_grading: true })).status).toBe(400);
  });
});

describe('anonymous ids', () => {
  it('are five base58 characters, one per submission, unique within the assignment, given to new rows too', async () => {
    const w = await anonymousWorld();
    const ids = w.app.db.prepare<[number], { anonymous_id: string }>('SELECT anonymous_id FROM submissions WHERE assignment_id = ?').all(w.id).map((r) => r.anonymous_id);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    for (const id of ids) expect(id).toMatch(ANONYMOUS_ID);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('a grader reading an anonymous assignment before grades are posted', () => {
  it('lists every submission by anonymous id, with no user id, user or name, even when include[]=user is asked', async () => {
    const w = await anonymousWorld();
    const { status, body } = await w.app.get(`${w.path}/submissions?include[]=user&include[]=submission_comments&include[]=submission_history&per_page=100`, 'teacher-token');
    expect(status).toBe(200);
    const rows = expectContract(z.array(anonymizedSubmissionContract), body);
    expect(rows.map((row) => row.anonymous_id).sort()).toEqual([w.anonymousIdOf(w.student), w.anonymousIdOf(w.otherStudent)].sort());
    expectNoStudent(body, w.names);
  });

  it('reads one submission at …/anonymous_submissions/:anonymous_id, the student’s own comment without its author', async () => {
    const w = await anonymousWorld();
    expect((await w.grade(w.id, w.student, { comment: { text_comment: 'Is this right?' } }, 'student-token')).status).toBe(200);
    const { status, body } = await w.app.get(`${w.path}/anonymous_submissions/${w.anonymousIdOf(w.student)}?include[]=submission_comments&include[]=user`, 'teacher-token');
    expect(status).toBe(200);
    const one = expectContract(anonymizedSubmissionContract, body);
    expect(one).toMatchObject({ anonymous_id: w.anonymousIdOf(w.student), body: 'My essay' });
    expect(one.submission_comments).toEqual([expect.objectContaining({ comment: 'Is this right?', author_id: null, author_name: 'Anonymous User', author: {} })]);
    expectNoStudent(body, w.names);
  });

  it('grades at …/anonymous_submissions/:anonymous_id through the same save as the user-id form, and answers anonymously', async () => {
    const w = await anonymousWorld();
    const anonymousId = w.anonymousIdOf(w.student);
    const { status, body } = await w.app.send('PUT', `${w.path}/anonymous_submissions/${anonymousId}`, 'teacher-token', {
      submission: { posted_grade: '7' }, comment: { text_comment: 'Good start' },
    });
    expect(status).toBe(200);
    const graded = expectContract(anonymizedGradedSubmissionContract, body);
    expect(graded).toMatchObject({ anonymous_id: anonymousId, score: 7, grade: '7', posted_at: null });
    expect(graded.all_submissions.map((s) => s.anonymous_id)).toEqual([anonymousId]);
    expect(w.stored(w.id, w.student)).toMatchObject({ score: 7, grade: '7' });
    expect(w.history(w.id, w.student).at(-1)).toMatchObject({ score: 7 });
    expectNoStudent(body, w.names);
  });

  it('answers a stale expected_updated_at with the same 409 as the user-id form, still anonymous', async () => {
    const w = await anonymousWorld();
    const { status, body } = await w.app.send('PUT', `${w.path}/anonymous_submissions/${w.anonymousIdOf(w.student)}`, 'teacher-token', {
      submission: { posted_grade: '7' }, expected_updated_at: '2000-01-01T00:00:00Z',
    });
    expect(status).toBe(409);
    expectNoStudent(body, w.names);
  });

  it('reads in the section form only that section’s students', async () => {
    const w = await anonymousWorld();
    const sectionPath = `/api/v1/sections/${w.course.sectionId}/assignments/${w.id}/anonymous_submissions`;
    const own = await w.app.get(`${sectionPath}/${w.anonymousIdOf(w.student)}`, 'teacher-token');
    expect(expectContract(anonymizedSubmissionContract, own.body).anonymous_id).toBe(w.anonymousIdOf(w.student));
    expect((await w.app.get(`${sectionPath}/${w.anonymousIdOf(w.otherStudent)}`, 'teacher-token')).status).toBe(404);
  });

  it('is a 404 for an anonymous id the assignment does not have, and for a section-limited TA’s other section', async () => {
    const w = await anonymousWorld();
    expect((await w.app.get(`${w.path}/anonymous_submissions/zzzzz`, 'teacher-token')).status).toBe(404);
    const other = w.anonymousIdOf(w.otherStudent);
    expect((await w.app.send('PUT', `${w.path}/anonymous_submissions/${other}`, 'limited-ta-token', { submission: { posted_grade: '3' } })).status).toBe(404);
  });
});

describe('learners', () => {
  it('never read anyone’s anonymous id: the routes refuse them, and their own submission carries none', async () => {
    const w = await anonymousWorld();
    const own = w.anonymousIdOf(w.student);
    expect((await w.app.get(`${w.path}/anonymous_submissions/${own}`, 'student-token')).status).toBe(403);
    expect((await w.app.get(`${w.path}/anonymous_submissions/${w.anonymousIdOf(w.otherStudent)}`, 'student-token')).status).toBe(403);
    expect((await w.app.send('PUT', `${w.path}/anonymous_submissions/${own}`, 'student-token', { comment: { text_comment: 'hi' } })).status).toBe(403);
    const mine = (await w.app.get(`${w.path}/submissions/${w.student}`, 'student-token')).body as Json;
    expect(mine).toMatchObject({ user_id: w.student });
    expect(mine).not.toHaveProperty('anonymous_id');
    const assignment = (await w.app.get(`${w.path}?include[]=submission`, 'student-token')).body as Json;
    expect(JSON.stringify(assignment)).not.toContain(own);
  });
});

describe('once every grade is posted', () => {
  it('lifts anonymity: graders get user ids and students again, with the anonymous id beside them', async () => {
    const w = await anonymousWorld();
    w.postAll();
    const assignment = expectContract(assignmentContract, (await w.app.get(w.path, 'teacher-token')).body);
    expect(assignment.anonymize_students).toBe(false);
    const { body } = await w.app.get(`${w.path}/submissions?include[]=user`, 'teacher-token');
    const rows = expectContract(z.array(submissionContract), body);
    const mine = rows.find((row) => row.user_id === w.student);
    expect(mine).toMatchObject({ anonymous_id: w.anonymousIdOf(w.student), user: { id: w.student } });
    const graded = await w.app.send('PUT', `${w.path}/anonymous_submissions/${w.anonymousIdOf(w.student)}`, 'teacher-token', { submission: { posted_grade: '9' } });
    expect(expectContract(gradedSubmissionContract, graded.body)).toMatchObject({ user_id: w.student, score: 9 });
  });
});
