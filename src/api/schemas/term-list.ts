import { z } from 'zod/mini';
import { termSchema } from './term';

/** GET /accounts/:id/terms wraps its (paginated) list: `{"enrollment_terms": [...]}`. */
export const enrollmentTermListSchema = z.looseObject({
  enrollment_terms: z.array(termSchema),
});

export type EnrollmentTermList = z.infer<typeof enrollmentTermListSchema>;
