import { describe, expect, it } from 'vitest';
import { gradingWorld } from '../../test/grading-world';

/**
 * SubmissionsApiController#update (canvas-lms app/controllers/submissions_api_controller.rb) documents these
 * parameters; Lectern stores none of them, so each is a 400 naming it and nothing of the call is written.
 */
describe('grade PUT: documented parameters Lectern does not store', () => {
  const commentCount = (world: ReturnType<typeof gradingWorld>, assignmentId: number) =>
    world.app.db
      .prepare<[number, number], { n: number }>(
        'SELECT COUNT(*) AS n FROM submission_comments c JOIN submissions s ON s.id = c.submission_id WHERE s.assignment_id = ? AND s.user_id = ?',
      )
      .get(assignmentId, world.student)?.n;

  it.each([
    ['rubric_assessment', { rubric_assessment: { crit1: { points: '3', comments: 'Fine' } } }],
    ['comment[media_comment_id]', { comment: { media_comment_id: 'm-123', media_comment_type: 'video' } }],
    ['comment[media_comment_type]', { comment: { text_comment: 'Listen', media_comment_type: 'audio' } }],
    ['submission[sticker]', { submission: { sticker: 'apple' } }],
    ['submission[custom_grade_status_id]', { submission: { custom_grade_status_id: '4' } }],
    ['submission[submission_type]', { submission: { submission_type: 'basic_lti_launch', url: 'https://tool.example/launch' } }],
    ['submission[provisional]', { submission: { provisional: 'true' } }],
  ])('refuses %s with a 400 naming it, writing neither the grade nor the comment sent with it', async (name, extra) => {
    const world = gradingWorld();
    const id = await world.assignment();
    const before = world.stored(id, world.student);
    const body = { ...extra, submission: { posted_grade: '7', ...('submission' in extra ? extra.submission : {}) } };
    const comment = 'comment' in extra ? extra.comment : { text_comment: 'Alongside' };
    const answer = await world.grade(id, world.student, { ...body, comment });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ errors: [{ message: `${name} is not supported by this server` }] });
    expect(world.stored(id, world.student)).toEqual(before);
    expect(commentCount(world, id)).toBe(0);
    expect(world.history(id, world.student)).toHaveLength(0);
  });

  it('takes what it does honor: an empty file list, provisional=false, prefer_points_over_scheme and include[]=visibility', async () => {
    const world = gradingWorld();
    const id = await world.assignment();
    const answer = await world.grade(id, world.student, {
      submission: { posted_grade: '7', provisional: 'false' },
      comment: { text_comment: 'Good', file_ids: [] },
      prefer_points_over_scheme: true,
      include: ['visibility'],
    });
    expect(answer.status).toBe(200);
    const body = answer.body as { assignment_visible?: boolean; all_submissions: { assignment_visible?: boolean }[] };
    expect([body.assignment_visible, ...body.all_submissions.map((s) => s.assignment_visible)]).toEqual([true, true]);
    expect(world.stored(id, world.student)?.score).toBe(7);
    expect(commentCount(world, id)).toBe(1);
  });
});
