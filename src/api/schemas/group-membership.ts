import { z } from 'zod/mini';
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
  moderator: z.nullable(z.boolean()),
  created_at: z.optional(z.nullable(isoDateTime)),
  just_created: z.optional(z.boolean()),
  sis_group_id: z.optional(z.nullable(z.string())),
  sis_import_id: z.optional(z.nullable(canvasId)),
});
