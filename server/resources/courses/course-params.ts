import { z } from 'zod';
import { canvasBoolean, canvasId, canvasInteger, canvasString } from '../../canvas/coerce';
import { badRequest } from '../../canvas/errors';
import { isTree, type ParamTree, type ParamValue } from '../../canvas/params';
import { parseParams } from '../../canvas/validate';

const flag = canvasBoolean.optional();
/** Text that may be cleared: `""` and JSON null both mean "no value". */
const clearableText = z
  .preprocess((v) => (typeof v === 'number' ? String(v) : v === '' ? null : v), z.string().nullable())
  .optional();
/** An id where a blank value means "not given", as Rails' `.presence` reads it. */
const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), canvasId.optional());
/** An id where a blank value clears the reference. */
const clearableId = z.preprocess((v) => (v === '' ? null : v), canvasId.nullable()).optional();
const wholeNumber = canvasInteger.optional();
/** Dates are parsed by parseDateParam so they share Canvas's ISO 8601 rules. */
const dateValue = z.union([z.string(), z.null()]).optional();

/** The course[...] keys of create and update (docs/canvas-contract.md §2.4, §2.5). Unknown keys are ignored. */
const courseParamsSchema = z.object({
  name: clearableText,
  course_code: clearableText,
  start_at: dateValue,
  end_at: dateValue,
  conclude_at: dateValue,
  license: canvasString.optional(),
  is_public: flag,
  is_public_to_auth_users: flag,
  public_syllabus: flag,
  public_syllabus_to_auth: flag,
  public_description: clearableText,
  allow_student_wiki_edits: flag,
  allow_wiki_comments: flag,
  allow_student_forum_attachments: flag,
  open_enrollment: flag,
  self_enrollment: flag,
  restrict_enrollments_to_course_dates: flag,
  hide_final_grades: flag,
  apply_assignment_group_weights: flag,
  group_weighting_scheme: z.enum(['equal', 'percent']).optional(),
  term_id: optionalId,
  enrollment_term_id: optionalId,
  account_id: optionalId,
  sis_course_id: clearableText,
  integration_id: clearableText,
  time_zone: canvasString.optional(),
  default_view: canvasString.optional(),
  syllabus_body: clearableText,
  grading_standard_id: clearableId,
  grade_passback_setting: clearableText,
  course_format: clearableText,
  storage_quota_mb: wholeNumber,
  blueprint: flag,
  template: flag,
  event: canvasString.optional(),
});

export type CourseParams = z.output<typeof courseParamsSchema>;

/** The course[...] block of a request, or an empty one when the request has none. */
export function courseBlock(params: ParamTree): ParamTree {
  const block: ParamValue | undefined = params.course;
  if (block === undefined || block === null || block === '') return {};
  if (!isTree(block)) throw badRequest('course must be an object of course[...] parameters');
  return block;
}

export const parseCourseParams = (block: ParamTree): CourseParams => parseParams(courseParamsSchema, block);
