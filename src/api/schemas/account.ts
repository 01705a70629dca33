import { z } from 'zod/mini';
import { alwaysSent } from './always-sent';
import { canvasId } from './ids';

/** Account (§7.13). */
export const accountSchema = z.looseObject({
  id: canvasId,
  name: z.string(),
  uuid: alwaysSent(z.string()),
  workflow_state: z.string(),
  parent_account_id: z.nullable(canvasId),
  root_account_id: z.nullable(canvasId),
  default_storage_quota_mb: alwaysSent(z.number()),
  default_user_storage_quota_mb: alwaysSent(z.number()),
  default_group_storage_quota_mb: alwaysSent(z.number()),
  // Read as the new course's default zone, with UTC when a narrower account list leaves it out.
  default_time_zone: alwaysSent(z.string()),
  course_template_id: z.optional(z.nullable(canvasId)),
  sis_account_id: z.optional(z.nullable(z.string())),
  sis_import_id: z.optional(z.nullable(canvasId)),
  integration_id: z.optional(z.nullable(z.string())),
  lti_guid: z.optional(z.string()),
});

export type Account = z.infer<typeof accountSchema>;
