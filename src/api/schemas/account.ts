import { z } from 'zod';
import { canvasId } from './ids';

/** Account (§7.13). */
export const accountSchema = z.looseObject({
  id: canvasId,
  name: z.string(),
  uuid: z.string(),
  workflow_state: z.string(),
  parent_account_id: canvasId.nullable(),
  root_account_id: canvasId.nullable(),
  default_storage_quota_mb: z.number(),
  default_user_storage_quota_mb: z.number(),
  default_group_storage_quota_mb: z.number(),
  default_time_zone: z.string(),
  course_template_id: canvasId.nullable().optional(),
  sis_account_id: z.string().nullable().optional(),
  sis_import_id: canvasId.nullable().optional(),
  integration_id: z.string().nullable().optional(),
  lti_guid: z.string().optional(),
});

export type Account = z.infer<typeof accountSchema>;
