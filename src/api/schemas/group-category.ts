import { z } from 'zod';
import { canvasId, isoDateTime } from './ids';

/**
 * GroupCategory, a "group set" (Canvas's Api::V1::GroupCategory). SIS fields appear only for callers who may
 * read SIS data; counts only when asked for with `includes[]`.
 */
export const groupCategorySchema = z.looseObject({
  id: canvasId,
  name: z.string(),
  role: z.string().nullable(),
  self_signup: z.string().nullable(),
  self_signup_end_at: isoDateTime.nullable().optional(),
  group_limit: z.number().nullable(),
  auto_leader: z.string().nullable(),
  created_at: isoDateTime.nullable().optional(),
  context_type: z.string(),
  course_id: canvasId.optional(),
  account_id: canvasId.optional(),
  protected: z.boolean(),
  allows_multiple_memberships: z.boolean(),
  is_member: z.boolean(),
  sis_group_category_id: z.string().nullable().optional(),
  sis_import_id: canvasId.nullable().optional(),
  groups_count: z.number().optional(),
  unassigned_users_count: z.number().optional(),
});

export type GroupCategory = z.infer<typeof groupCategorySchema>;
