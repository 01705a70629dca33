import { describe, expect, it } from 'vitest';
import { gradedSubmissionContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { gradingWorld } from '../../test/grading-world';

const T = '2026-01-10T12:00:00Z';

/** The grading world with the student and a classmate in one group of a group set. */
function groupWorld() {
  const world = gradingWorld();
  const { app, course, student } = world;
  const mate = app.data.user('Gil Mate');
  app.data.enroll(mate, course, 'StudentEnrollment');
  const category = Number(app.db.prepare(`INSERT INTO group_categories (course_id, name, created_at) VALUES (?, 'Teams', ?)`).run(course.id, T).lastInsertRowid);
  const group = Number(app.db.prepare(`INSERT INTO groups (group_category_id, course_id, name, created_at) VALUES (?, ?, 'Team 1', ?)`).run(category, course.id, T).lastInsertRowid);
  for (const user of [student, mate]) app.db.prepare(`INSERT INTO group_memberships (group_id, user_id) VALUES (?, ?)`).run(group, user);
  return { ...world, mate, category };
}

describe('grade PUT on a group assignment', () => {
  it('grades every member of the student’s group and lists each in all_submissions', async () => {
    const { grade, assignment, student, mate, category, stored } = groupWorld();
    const id = await assignment({ group_category_id: category });
    const graded = expectContract(gradedSubmissionContract, (await grade(id, student, { submission: { posted_grade: '9' } })).body);
    expect(graded.all_submissions.map((s) => [s.user_id, s.score])).toEqual([[student, 9], [mate, 9]]);
    expect(stored(id, mate)).toMatchObject({ score: 9, workflow_state: 'graded' });
  });

  it('excuses only the named student, and a later group grade leaves the excused member alone', async () => {
    const { grade, assignment, student, mate, category, stored } = groupWorld();
    const id = await assignment({ group_category_id: category });
    await grade(id, mate, { submission: { posted_grade: 'EX' } });
    expect(stored(id, student)?.excused).not.toBe(1);
    const graded = expectContract(gradedSubmissionContract, (await grade(id, student, { submission: { posted_grade: '7' } })).body);
    expect(graded.all_submissions.map((s) => s.user_id)).toEqual([student]);
    expect(stored(id, mate)).toMatchObject({ excused: 1, score: null });
  });

  it('grades only the named student when the assignment grades students individually', async () => {
    const { grade, assignment, student, mate, category, stored } = groupWorld();
    const id = await assignment({ group_category_id: category, grade_group_students_individually: true });
    await grade(id, student, { submission: { posted_grade: '9' } });
    expect(stored(id, mate)?.score).toBeNull();
  });

  it('sends a group comment to each member, and a plain comment to the named student only', async () => {
    const { app, grade, assignment, student, mate, category } = groupWorld();
    const id = await assignment({ group_category_id: category, grade_group_students_individually: true });
    await grade(id, student, { comment: { text_comment: 'To the team', group_comment: true } });
    await grade(id, student, { comment: { text_comment: 'Just you' } });
    const comments = (userId: number) =>
      app.db
        .prepare<[number, number], { comment: string }>(
          `SELECT c.comment FROM submission_comments c JOIN submissions s ON s.id = c.submission_id
            WHERE s.assignment_id = ? AND s.user_id = ? ORDER BY c.id`,
        )
        .all(id, userId)
        .map((row) => row.comment);
    expect(comments(student)).toEqual(['To the team', 'Just you']);
    expect(comments(mate)).toEqual(['To the team']);
  });
});
