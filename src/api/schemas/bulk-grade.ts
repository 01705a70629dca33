import { z } from 'zod/mini';
import { canvasId } from './ids';

/**
 * One student's outcome in a bulk grade Progress's `results` (Lectern's: Canvas leaves results empty;
 * docs/decisions/0058-bulk-grading.md). `user_id` is the key the client sent in grade_data.
 */
const bulkGradeResultSchema = z.object({
  assignment_id: canvasId,
  user_id: z.string(),
  status: z.enum(['saved', 'refused']),
  message: z.nullable(z.string()),
  score: z.nullable(z.number()),
  grade: z.nullable(z.string()),
  excused: z.boolean(),
});

export const bulkGradeResultsSchema = z.object({ grades: z.array(bulkGradeResultSchema) });

export type BulkGradeResult = z.infer<typeof bulkGradeResultSchema>;
