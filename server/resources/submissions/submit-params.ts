import { z } from 'zod';
import { canvasString, idList } from '../../canvas/coerce';
import { isoToCanvasTime } from '../../canvas/dates';
import { badRequest, CanvasError, fieldError, validationFailed } from '../../canvas/errors';
import type { ParamTree } from '../../canvas/params';
import { parseParams } from '../../canvas/validate';

/** The online types a client may submit through the API here (SubmissionsController::API_SUBMISSION_TYPES less media and annotation). */
const SUBMITTABLE = ['online_text_entry', 'online_url', 'online_upload'] as const;
type Submittable = (typeof SUBMITTABLE)[number];

const params = z.object({
  submission: z
    .object({
      submission_type: canvasString.optional(),
      body: canvasString.optional(),
      url: canvasString.optional(),
      file_ids: idList().optional(),
      user_id: canvasString.optional(),
      submitted_at: canvasString.optional(),
    })
    .optional(),
  comment: z.object({ text_comment: canvasString.optional() }).optional(),
});

export type SubmitRequest = {
  type: Submittable;
  body: string | null;
  url: string | null;
  fileIds: number[];
  /** submission[user_id]: a grader submitting for a student (user id, or `sis_user_id:` unsupported). */
  onBehalfOf: string | undefined;
  /** submission[submitted_at]: a grader's choice of the time. */
  submittedAt: string | undefined;
  comment: string | undefined;
};

/** SubmissionsController#process_api_submission_params: each type needs its own parameter. */
const required = (type: Submittable, name: string) =>
  badRequest(`Invalid parameters for submission_type ${type}. Required: submission[${name}]`);

/**
 * Reads POST …/submissions (SubmissionsController#create, canvas-lms app/controllers/submissions_controller.rb):
 * a type the assignment accepts, and that type's content. An http(s) URL only, as Submission's url validation.
 */
export function parseSubmitRequest(tree: ParamTree, accepted: string[]): SubmitRequest {
  const asked = parseParams(params, tree);
  const sub = asked.submission ?? {};
  const type = SUBMITTABLE.find((t) => t === sub.submission_type);
  if (!type || !accepted.includes(type)) throw badRequest('Invalid submission[submission_type] given');
  const body = type === 'online_text_entry' ? sub.body ?? '' : null;
  if (body !== null && body.trim() === '') throw required(type, 'body');
  const url = type === 'online_url' ? sub.url?.trim() ?? '' : null;
  if (url === '') throw required(type, 'url');
  if (url !== null && !isWebUrl(url)) throw validationFailed(fieldError('url', 'invalid', 'is not a valid URL'));
  const fileIds = type === 'online_upload' ? [...new Set(sub.file_ids ?? [])] : [];
  if (type === 'online_upload' && fileIds.length === 0) throw required(type, 'file_ids');
  return {
    type, body, url, fileIds,
    onBehalfOf: sub.user_id?.trim() || undefined,
    submittedAt: submittedAt(sub.submitted_at),
    comment: asked.comment?.text_comment?.trim() || undefined,
  };
}

function isWebUrl(text: string): boolean {
  try {
    const parsed = new URL(text);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

function submittedAt(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const time = isoToCanvasTime(value);
  if (time === undefined) throw new CanvasError(400, { errors: { submitted_at: 'Invalid datetime for submitted_at' } });
  return time;
}
