import { expectsSubmission } from './assignment-row';

/** Canvas's SortsAssignments buckets, judged on the viewer's own due date and submission. */
export const BUCKETS = ['past', 'overdue', 'undated', 'ungraded', 'unsubmitted', 'upcoming', 'future'] as const;
export type Bucket = (typeof BUCKETS)[number];

export type BucketSubject = {
  dueAt: string | null;
  submissionTypes: string[];
  /** The viewer's submission, if they have one. */
  submission?: { submitted: boolean; graded: boolean };
};

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Whether the assignment falls in the bucket at `now`. */
export function inBucket(bucket: Bucket, subject: BucketSubject, now: Date): boolean {
  const due = subject.dueAt === null ? null : Date.parse(subject.dueAt);
  const t = now.getTime();
  const expects = expectsSubmission(subject.submissionTypes);
  const submitted = subject.submission?.submitted ?? false;
  const graded = subject.submission?.graded ?? false;
  switch (bucket) {
    case 'past':
      return due !== null && due < t;
    case 'overdue':
      return expects && due !== null && due < t && !submitted && !graded;
    case 'undated':
      return due === null;
    case 'ungraded':
      return expects && submitted && !graded;
    case 'unsubmitted':
      return expects && !submitted && !graded;
    case 'upcoming':
      return due !== null && due >= t && due <= t + WEEK_MS;
    case 'future':
      return due === null || due > t;
  }
}
