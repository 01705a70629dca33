import type { SubmissionRow as StoredSubmission } from '../../resources/submissions/submission-row';
import { DEMO_IDS } from './demo-ids';
import type { SeedContext } from './seed-context';

/** A submission as the seed inserts it: the stored row before it has an id. */
export type SubmissionRow = Omit<StoredSubmission, 'id' | 'points_deducted'>;

/** The submission as it stood at one attempt, in API field names, for submission_history. */
export function addVersion(
  ctx: SeedContext,
  row: SubmissionRow & { id: number },
  attachmentIds: number[],
  at: string,
): void {
  const snapshot = {
    ...row,
    excused: row.excused === 1,
    grade_matches_current_submission: row.grade_matches_current_submission === 1,
    attachment_ids: attachmentIds,
  };
  ctx.insert('submission_versions', {
    submission_id: row.id,
    attempt: row.attempt,
    snapshot: JSON.stringify(snapshot),
    created_at: at,
  });
}

const TEACHER_REMARKS = [
  'Good work. Label your axes next time.',
  'Nice connection between structure and function.',
  'Please cite the textbook figure you are describing.',
  'Clear and well organised. See me about the last paragraph.',
  'Your data table is excellent.',
];
const STUDENT_REPLIES = ['Thanks, will do!', 'Got it, thank you.', 'Could we go over this in office hours?'];

/** A short feedback thread: the grader remarks, and sometimes the student answers. Returns when the grader remarked. */
export function addComments(
  ctx: SeedContext,
  submissionId: number,
  studentId: number,
  attempt: number | null,
  after: string,
): string {
  const { insert, clock, rng } = ctx;
  const demo = studentId === DEMO_IDS.users.student;
  const remarkAt = clock.shift(after, 5);
  const replyAt = clock.shift(after, 5 + rng.int(30, 600));
  const cap = (iso: string) => (iso < clock.rel(0) ? iso : clock.rel(0, -1));
  const comment = (authorId: number, text: string, at: string) =>
    insert('submission_comments', {
      submission_id: submissionId,
      author_id: authorId,
      comment: text,
      attempt,
      created_at: at,
    });
  comment(DEMO_IDS.users.teacher, rng.pick(TEACHER_REMARKS), cap(remarkAt));
  const reply = rng.pick(STUDENT_REPLIES);
  if (demo || rng.chance(0.4)) comment(studentId, reply, cap(replyAt));
  return cap(remarkAt);
}
