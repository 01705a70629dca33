import { z } from 'zod';
import { termSchema } from './term';

/** GET /accounts/:id/terms wraps its (paginated) list: `{"enrollment_terms": [...]}`. */
export const enrollmentTermListSchema = z.looseObject({
  enrollment_terms: z.array(termSchema.extend({ sis_term_id: z.string().nullable().optional() })),
});

export type EnrollmentTermList = z.infer<typeof enrollmentTermListSchema>;
