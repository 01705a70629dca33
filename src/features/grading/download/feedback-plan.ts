import type { SubmissionDetail } from '@/api/schemas/submission-detail';
import { concurrencyLimit } from '@/lib/concurrency-limit';
import { newFiles, type FeedbackFile, type FeedbackFolder } from './feedback-zip';

export interface PlannedStudent {
  userId: string;
  name: string;
  folder: string;
  files: FeedbackFile[];
}

interface SkippedFolder {
  folder: string;
  reason: string;
}

/**
 * What confirming would do: each matched student's new files; the folders no student matches, with why; and how
 * many students' folders hold nothing new (the usual case, so only counted).
 */
export interface FeedbackPlan {
  students: PlannedStudent[];
  unmatched: SkippedFolder[];
  unchanged: number;
}

const UNCHANGED = 'Nothing new in this folder';

/** Looks a student's submission up; undefined when the assignment has no such student the grader may see. */
export type FindSubmission = (userId: string) => Promise<SubmissionDetail | undefined>;

const lookups = concurrencyLimit(4);

async function planFolder(folder: FeedbackFolder, find: FindSubmission): Promise<PlannedStudent | SkippedFolder> {
  const name = folder.folder || '(no folder)';
  if (folder.folder === '') return { folder: name, reason: 'Not in a student’s folder' };
  if (folder.anonymous) return { folder: name, reason: 'Anonymous folders cannot be matched here' };
  if (folder.userId === undefined) return { folder: name, reason: 'No student id at the end of the folder name' };
  const { userId } = folder;
  const submission = await lookups(() => find(userId));
  if (!submission) return { folder: name, reason: 'No student with this id in the assignment' };
  const files = newFiles(folder, submission);
  if (files.length === 0) return { folder: name, reason: UNCHANGED };
  return { userId, name: submission.user?.name ?? `Student ${userId}`, folder: name, files };
}

/** Matches each folder of the zip to a student of the assignment, looking a few up at a time. */
export async function planFeedback(folders: readonly FeedbackFolder[], find: FindSubmission): Promise<FeedbackPlan> {
  const planned = await Promise.all(folders.map((folder) => planFolder(folder, find)));
  const skipped = planned.filter((item): item is SkippedFolder => 'reason' in item);
  return {
    students: planned.filter((item): item is PlannedStudent => 'userId' in item),
    unmatched: skipped.filter((item) => item.reason !== UNCHANGED),
    unchanged: skipped.filter((item) => item.reason === UNCHANGED).length,
  };
}
