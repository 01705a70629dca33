import { describe, expect, it } from 'vitest';
import { gradingWorld } from '../../test/grading-world';

/**
 * Canvas's PostPolicy: a grade (or an instructor's comment, Submission#comment_causes_posting?) on an assignment
 * that posts automatically posts the submission; manual posting leaves it for the teacher to post.
 */
describe('grade PUT: posting', () => {
  const postedAt = (world: ReturnType<typeof gradingWorld>, assignmentId: number) =>
    world.app.db
      .prepare<[number, number], { posted_at: string | null }>('SELECT posted_at FROM submissions WHERE assignment_id = ? AND user_id = ?')
      .get(assignmentId, world.student)?.posted_at;

  it.each([
    ['a grade', { submission: { posted_grade: '8' } }],
    ['an excuse', { submission: { excuse: true } }],
    ['an instructor’s comment', { comment: { text_comment: 'Start with the outline' } }],
  ])('posts on %s when the assignment posts automatically, and answers posted_at', async (_what, body) => {
    const world = gradingWorld();
    const id = await world.assignment();
    const answer = await world.grade(id, world.student, body);
    expect(answer.status).toBe(200);
    expect(postedAt(world, id)).toEqual(expect.any(String));
    expect((answer.body as { posted_at: unknown }).posted_at).toBe(postedAt(world, id));
  });

  it('leaves manual posting unposted, and a student’s own comment posts nothing', async () => {
    const world = gradingWorld();
    const manual = await world.assignment();
    world.app.db.prepare('UPDATE assignments SET post_manually = 1 WHERE id = ?').run(manual);
    await world.grade(manual, world.student, { submission: { posted_grade: '8' }, comment: { text_comment: 'Good' } });
    expect(postedAt(world, manual)).toBeNull();
    const automatic = await world.assignment();
    await world.grade(automatic, world.student, { comment: { text_comment: 'A question' } }, 'student-token');
    expect(postedAt(world, automatic)).toBeNull();
  });
});
