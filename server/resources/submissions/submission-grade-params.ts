import { z } from 'zod';
import { canvasBoolean, canvasInteger, canvasString, idList, stringList, toCanvasBoolean } from '../../canvas/coerce';
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
  file_ids: idList().optional(),
});

export type GradeChange = z.output<typeof submissionBlock>;
/** A comment has text, files (uploaded through …/comments/files), or both. */
type CommentInput = { text: string; fileIds: number[]; groupComment: boolean; attempt: number | null };

export type GradeRequest = {
  /** Present when any submission[...] key was sent: those calls need the grade right. */
  grade: GradeChange | undefined;
  comment: CommentInput | undefined;
  /** Lectern's conflict check (docs/decisions/0015): the updated_at the grader last saw. */
  expectedUpdatedAt: string | undefined;
  /** prefer_points_over_scheme: a bare number is points even where a band of the grading scheme has it for its name. */
  preferPoints?: boolean;
  /** The include[] values the answer honors: only `visibility` (assignment_visible on each submission). */
  includes: Set<string>;
  /** rubric_assessment[<criterion id>][points|rating_id|comments], checked against the rubric when saved. */
  rubricAssessment: ParamTree | undefined;
};

const includeParams = z.object({ include: stringList().optional() });

/**
 * Reads the grade PUT (docs/canvas-contract.md §5.2). Documented parameters Lectern cannot honor were refused by
 * name by the parameter table (submission-writes.parameters.ts) before this runs.
 */
export function parseGradeRequest(params: ParamTree): GradeRequest {
  const grade = isTree(params.submission) ? parseParams(submissionBlock, params.submission) : undefined;
  const comment = isTree(params.comment) ? parseParams(commentBlock, params.comment) : undefined;
  const text = comment?.text_comment?.trim() ?? '';
  const fileIds = [...new Set(comment?.file_ids ?? [])];
  return {
    grade: grade && Object.keys(grade).length > 0 ? grade : undefined,
    comment: text || fileIds.length > 0 ? { text, fileIds, groupComment: comment?.group_comment ?? false, attempt: comment?.attempt ?? null } : undefined,
    expectedUpdatedAt: expectedTime(params.expected_updated_at),
    preferPoints: toCanvasBoolean(params.prefer_points_over_scheme) === true,
    includes: new Set(parseParams(includeParams, params).include?.filter((value) => value === 'visibility')),
    rubricAssessment: rubricBlock(params.rubric_assessment),
  };
}

const sent = (value: unknown): boolean =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.every((item) => item === ''));

function rubricBlock(value: unknown): ParamTree | undefined {
  if (!sent(value)) return undefined;
  if (!isTree(value)) throw badRequest('invalid rubric_assessment');
  return value;
}

function expectedTime(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const time = typeof value === 'string' ? isoToCanvasTime(value) : undefined;
  if (time === undefined) throw badRequest('Invalid datetime for expected_updated_at');
  return time;
}
