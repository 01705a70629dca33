import { z } from 'zod/mini';
import { canvasId, isoDateTime } from './ids';

/** An access token (Api::V1::Token): `token` itself only in the answer that created it. */
export const accessTokenSchema = z.looseObject({
  id: canvasId,
  user_id: canvasId,
  purpose: z.nullable(z.string()),
  workflow_state: z.string(),
  created_at: isoDateTime,
  updated_at: z.optional(isoDateTime),
  expires_at: z.nullable(isoDateTime),
  last_used_at: z.optional(z.nullable(isoDateTime)),
  real_user_id: z.optional(z.nullable(canvasId)),
  app_name: z.optional(z.string()),
  scopes: z.optional(z.array(z.string())),
  visible_token: z.optional(z.string()),
  token: z.optional(z.string()),
});
