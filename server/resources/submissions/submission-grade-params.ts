import { z } from 'zod';
import { canvasBoolean, canvasInteger, canvasString, idList, stringList, toCanvasBoolean } from '../../canvas/coerce';
import { isoToCanvasTime } from '../../canvas/dates';
import { badRequest, unsupportedParameter } from '../../canvas/errors';
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
 * Parameters SubmissionsApiController#update documents that Lectern does not store (media comments: Lectern has no
 * media server; stickers, custom statuses, LTI launches, moderated grading), by where they sit in the request. `flag`
 * ones only matter when true; false is what Lectern already does.
 */
const UNSUPPORTED: { path: [string, ...string[]]; name: string; flag?: boolean }[] = [
  { path: ['comment', 'media_comment_id'], name: 'comment[media_comment_id]' },
  { path: ['comment', 'media_comment_type'], name: 'comment[media_comment_type]' },
  { path: ['submission', 'sticker'], name: 'submission[sticker]' },
  { path: ['submission', 'custom_grade_status_id'], name: 'submission[custom_grade_status_id]' },
  { path: ['submission', 'submission_type'], name: 'submission[submission_type]' },
  { path: ['submission', 'url'], name: 'submission[url]' },
  { path: ['submission', 'provisional'], name: 'submission[provisional]', flag: true },
  { path: ['submission', 'final'], name: 'submission[final]', flag: true },
];

const at = (params: ParamTree, path: string[]): unknown =>
  path.reduce<unknown>((node, key) => (isTree(node) ? node[key] : undefined), params);

const sent = (value: unknown): boolean =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.every((item) => item === ''));

/** The first unsupported parameter sent is a 400 naming it, before anything is read or written. */
function refuseUnsupported(params: ParamTree): void {
  for (const { path, name, flag } of UNSUPPORTED) {
    const value = at(params, path);
    if (flag ? toCanvasBoolean(value) === true : sent(value)) throw unsupportedParameter(name);
  }
}

/**
 * Reads the grade PUT (docs/canvas-contract.md §5.2). Documented parameters Lectern cannot honor are refused by name;
 * unknown keys are ignored, as Rails' permit does.
 */
export function parseGradeRequest(params: ParamTree): GradeRequest {
  refuseUnsupported(params);
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
