import { z } from 'zod';
import { alwaysSent } from './always-sent';
import { canvasId } from './ids';

/** Account (§7.13). */
export const accountSchema = z.looseObject({
  id: canvasId,
  name: z.string(),
  uuid: alwaysSent(z.string()),
  workflow_state: z.string(),
  parent_account_id: canvasId.nullable(),
  root_account_id: canvasId.nullable(),
  default_storage_quota_mb: alwaysSent(z.number()),
  default_user_storage_quota_mb: alwaysSent(z.number()),
  default_group_storage_quota_mb: alwaysSent(z.number()),
  // Read as the new course's default zone, with UTC when a narrower account list leaves it out.
  default_time_zone: alwaysSent(z.string()),
  course_template_id: canvasId.nullable().optional(),
  sis_account_id: z.string().nullable().optional(),
  sis_import_id: canvasId.nullable().optional(),
  integration_id: z.string().nullable().optional(),
  lti_guid: z.string().optional(),
});

export type Account = z.infer<typeof accountSchema>;
