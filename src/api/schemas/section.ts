import { z } from 'zod';
import { canvasId, isoDateTime } from './ids';
import { userSchema } from './user';

/** Section (§7.10). SIS fields appear only for callers allowed to read SIS data; newer fields are optional. */
export const sectionSchema = z.looseObject({
  id: canvasId,
  name: z.string(),
  course_id: canvasId,
  nonxlist_course_id: canvasId.nullable().optional(),
  start_at: isoDateTime.nullable().optional(),
  end_at: isoDateTime.nullable().optional(),
  created_at: isoDateTime.nullable().optional(),
  restrict_enrollments_to_section_dates: z.boolean().nullable().optional(),
  sis_section_id: z.string().nullable().optional(),
  sis_course_id: z.string().nullable().optional(),
  integration_id: z.string().nullable().optional(),
  sis_import_id: canvasId.nullable().optional(),
  total_students: z.number().optional(),
  students: z.array(userSchema).nullable().optional(),
});

export type Section = z.infer<typeof sectionSchema>;
