import { z } from 'zod/mini';
import { canvasId, isoDateTime } from './ids';

/**
 * GroupCategory, a "group set" (Canvas's Api::V1::GroupCategory). SIS fields appear only for callers who may
 * read SIS data; counts only when asked for with `includes[]`.
 */
export const groupCategorySchema = z.looseObject({
  id: canvasId,
  name: z.string(),
  role: z.nullable(z.string()),
  self_signup: z.nullable(z.string()),
  self_signup_end_at: z.optional(z.nullable(isoDateTime)),
  group_limit: z.nullable(z.number()),
  auto_leader: z.nullable(z.string()),
  created_at: z.optional(z.nullable(isoDateTime)),
  context_type: z.string(),
  course_id: z.optional(canvasId),
  account_id: z.optional(canvasId),
  protected: z.boolean(),
  allows_multiple_memberships: z.boolean(),
  is_member: z.boolean(),
  sis_group_category_id: z.optional(z.nullable(z.string())),
  sis_import_id: z.optional(z.nullable(canvasId)),
  groups_count: z.optional(z.number()),
  unassigned_users_count: z.optional(z.number()),
});

export type GroupCategory = z.infer<typeof groupCategorySchema>;
