import type { AssignmentSpec } from './assignment-specs';
import type { Clock } from './clock';
import type { Plan } from './submission-plan';

export type Timeline = {
  submittedAt: string | null;
  gradedAt: string | null;
  postedAt: string | null;
  /** When attempt 1 was graded, for resubmissions. */
  firstGradedAt: string | null;
  createdAt: string;
  updatedAt: string;
  attemptAt: (attempt: number) => string;
};

const earliest = (a: string, b: string): string => (a < b ? a : b);
const latest = (a: string, b: string): string => (a > b ? a : b);

/**
 * Timestamps for a planned submission. Everything is clamped to before now, so the story holds
 * (submitted, then graded, then resubmitted) whatever day the seed runs.
 */
export function timelineFor(
  clock: Clock,
  spec: AssignmentSpec,
  due: string | null,
  plan: Plan,
  rolls: readonly number[],
): Timeline {
  const t0 = rolls[6] ?? 0;
  const t1 = rolls[7] ?? 0;
  const t2 = rolls[8] ?? 0;
  const created = clock.rel(-48);
  const beforeNow = (iso: string, minutes: number) => earliest(iso, clock.rel(0, -minutes));
  const anchor = due ?? clock.rel(-2);
  const past = anchor < clock.rel(0);

  let firstAttemptAt: string | null = null;
  let firstGradedAt: string | null = null;
  let submittedAt: string | null = null;
  if (plan.submitted && !past) {
    submittedAt = clock.rel(0, -(60 + t0 * 2800));
  } else if (plan.resubmitted) {
    firstAttemptAt = clock.shift(anchor, -(60 + t0 * 3000));
    firstGradedAt = beforeNow(clock.shift(anchor, 600 + t1 * 3000), 360);
    submittedAt = beforeNow(clock.shift(firstGradedAt, 120 + t2 * 2000), 180);
  } else if (plan.submitted) {
    submittedAt = plan.late
      ? beforeNow(clock.shift(anchor, 20 + t0 * 4000), 180)
      : clock.shift(anchor, -(30 + t0 * 5000));
  }

  let gradedAt: string | null = null;
  if (plan.resubmitted) gradedAt = firstGradedAt;
  else if (plan.excused) gradedAt = beforeNow(clock.shift(anchor, 1440), 60);
  else if (plan.graded) gradedAt = beforeNow(clock.shift(latest(submittedAt ?? anchor, anchor), 240 + t1 * 5000), 60);

  // Manually posted assignments (the midterm) release every grade at once, five days after the exam.
  const releasedAt = beforeNow(clock.shift(anchor, 5 * 1440), 120);
  const postedAt = gradedAt === null ? null : spec.postManually ? latest(releasedAt, gradedAt) : gradedAt;
  const events = [created, submittedAt, gradedAt, postedAt].filter((e): e is string => e !== null);
  const updatedAt = events.reduce(latest);
  return {
    submittedAt,
    gradedAt,
    postedAt,
    firstGradedAt,
    createdAt: created,
    updatedAt,
    attemptAt: (attempt) => (attempt === 1 && firstAttemptAt !== null ? firstAttemptAt : (submittedAt ?? updatedAt)),
  };
}
