import { z } from 'zod/mini';
import { canvasId, isoDateTime } from './ids';
import { userSchema } from './user';

/** Section (§7.10). SIS fields appear only for callers allowed to read SIS data; newer fields are optional. */
export const sectionSchema = z.looseObject({
  id: canvasId,
  name: z.string(),
  course_id: canvasId,
  nonxlist_course_id: z.optional(z.nullable(canvasId)),
  start_at: z.optional(z.nullable(isoDateTime)),
  end_at: z.optional(z.nullable(isoDateTime)),
  created_at: z.optional(z.nullable(isoDateTime)),
  restrict_enrollments_to_section_dates: z.optional(z.nullable(z.boolean())),
  sis_section_id: z.optional(z.nullable(z.string())),
  sis_course_id: z.optional(z.nullable(z.string())),
  integration_id: z.optional(z.nullable(z.string())),
  sis_import_id: z.optional(z.nullable(canvasId)),
  total_students: z.optional(z.number()),
  students: z.optional(z.nullable(z.array(userSchema))),
});

export type Section = z.infer<typeof sectionSchema>;
