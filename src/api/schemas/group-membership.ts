import { z } from 'zod';
import { canvasId, isoDateTime } from './ids';

/**
 * GroupMembership (Canvas's Api::V1::Group#group_membership_json): who is in which group and how.
 * `just_created` comes only from POST /groups/:group_id/memberships; SIS fields only for those who may read SIS data.
 */
export const groupMembershipSchema = z.looseObject({
  id: canvasId,
  group_id: canvasId,
  user_id: canvasId,
  workflow_state: z.string(),
  moderator: z.boolean().nullable(),
  created_at: isoDateTime.nullable().optional(),
  just_created: z.boolean().optional(),
  sis_group_id: z.string().nullable().optional(),
  sis_import_id: canvasId.nullable().optional(),
});

export type GroupMembership = z.infer<typeof groupMembershipSchema>;
