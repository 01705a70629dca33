import { z } from 'zod';
import { alwaysSent } from './always-sent';
import { groupCategorySchema } from './group-category';
import { canvasId, isoDateTime } from './ids';
import { userDisplaySchema, userSchema } from './user';

/** Group (§7.9, Canvas's Api::V1::Group). Include-only and permission-gated fields are optional. */
export const groupSchema = z.looseObject({
  id: canvasId,
  name: z.string(),
  description: z.string().nullable(),
  is_public: alwaysSent(z.boolean()),
  join_level: alwaysSent(z.string()),
  group_category_id: canvasId.nullable(),
  max_membership: alwaysSent(z.number().nullable()),
  created_at: alwaysSent(isoDateTime.nullable()),
  members_count: z.number(),
  storage_quota_mb: alwaysSent(z.number()),
  context_type: alwaysSent(z.string()),
  course_id: canvasId.optional(),
  account_id: canvasId.optional(),
  avatar_url: z.string().nullable(),
  role: z.string().nullable().optional(),
  leader: userDisplaySchema.nullable().optional(),
  has_submission: z.boolean().optional(),
  concluded: z.boolean().optional(),
  non_collaborative: z.boolean().optional(),
  sis_group_id: z.string().nullable().optional(),
  sis_import_id: canvasId.nullable().optional(),
  users: z.array(userSchema).optional(),
  group_category: groupCategorySchema.nullable().optional(),
  html_url: z.string().optional(),
});

export type Group = z.infer<typeof groupSchema>;
