import { z } from 'zod/mini';
import { alwaysSent } from './always-sent';
import { groupCategorySchema } from './group-category';
import { canvasId, isoDateTime } from './ids';
import { userDisplaySchema, userSchema } from './user';

/** Group (§7.9, Canvas's Api::V1::Group). Include-only and permission-gated fields are optional. */
export const groupSchema = z.looseObject({
  id: canvasId,
  name: z.string(),
  description: z.nullable(z.string()),
  is_public: alwaysSent(z.boolean()),
  join_level: alwaysSent(z.string()),
  group_category_id: z.nullable(canvasId),
  max_membership: alwaysSent(z.nullable(z.number())),
  created_at: alwaysSent(z.nullable(isoDateTime)),
  members_count: z.number(),
  storage_quota_mb: alwaysSent(z.number()),
  context_type: alwaysSent(z.string()),
  course_id: z.optional(canvasId),
  account_id: z.optional(canvasId),
  avatar_url: z.nullable(z.string()),
  role: z.optional(z.nullable(z.string())),
  leader: z.optional(z.nullable(userDisplaySchema)),
  has_submission: z.optional(z.boolean()),
  concluded: z.optional(z.boolean()),
  non_collaborative: z.optional(z.boolean()),
  sis_group_id: z.optional(z.nullable(z.string())),
  sis_import_id: z.optional(z.nullable(canvasId)),
  users: z.optional(z.array(userSchema)),
  group_category: z.optional(z.nullable(groupCategorySchema)),
  html_url: z.optional(z.string()),
});

export type Group = z.infer<typeof groupSchema>;
