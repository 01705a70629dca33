import { z } from 'zod';
import { canvasBoolean, canvasInteger, canvasString } from '../../canvas/coerce';
import { isoToCanvasTime } from '../../canvas/dates';
import { badRequest } from '../../canvas/errors';
import { isTree, type ParamTree } from '../../canvas/params';
import { parseParams } from '../../canvas/validate';

/** The late policy statuses Canvas accepts on a submission (Submission::LATE_POLICY_STATUSES, plus "none"). */
const LATE_POLICY_STATUSES = ['late', 'missing', 'extended', 'none'] as const;

const submissionBlock = z.object({
  posted_grade: canvasString.optional(),
  excuse: canvasBoolean.optional(),
  late_policy_status: z.union([z.enum(LATE_POLICY_STATUSES), z.literal(''), z.null()]).optional(),
  seconds_late_override: canvasInteger.pipe(z.number().int().min(0)).optional(),
});

const commentBlock = z.object({
  text_comment: canvasString.optional(),
  group_comment: canvasBoolean.optional(),
  attempt: canvasInteger.pipe(z.number().int().min(1)).optional(),
});

export type GradeChange = z.output<typeof submissionBlock>;
type CommentInput = { text: string; groupComment: boolean; attempt: number | null };

export type GradeRequest = {
  /** Present when any submission[...] key was sent: those calls need the grade right. */
  grade: GradeChange | undefined;
  comment: CommentInput | undefined;
  /** Lectern's conflict check (docs/decisions/0015): the updated_at the grader last saw. */
  expectedUpdatedAt: string | undefined;
};

/** Reads the grade PUT (canvas-api.md §5.2). Unknown keys are ignored, as Rails' permit does. */
export function parseGradeRequest(params: ParamTree): GradeRequest {
  const grade = isTree(params.submission) ? parseParams(submissionBlock, params.submission) : undefined;
  const comment = isTree(params.comment) ? parseParams(commentBlock, params.comment) : undefined;
  const text = comment?.text_comment?.trim();
  return {
    grade: grade && Object.keys(grade).length > 0 ? grade : undefined,
    comment: text ? { text, groupComment: comment?.group_comment ?? false, attempt: comment?.attempt ?? null } : undefined,
    expectedUpdatedAt: expectedTime(params.expected_updated_at),
  };
}

function expectedTime(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const time = typeof value === 'string' ? isoToCanvasTime(value) : undefined;
  if (time === undefined) throw badRequest('Invalid datetime for expected_updated_at');
  return time;
}
