import { z } from 'zod';
import { canvasId, isoDateTime } from './ids';

/** An access token (Api::V1::Token): `token` itself only in the answer that created it. */
export const accessTokenSchema = z.looseObject({
  id: canvasId,
  user_id: canvasId,
  purpose: z.string().nullable(),
  workflow_state: z.string(),
  created_at: isoDateTime,
  updated_at: isoDateTime.optional(),
  expires_at: isoDateTime.nullable(),
  last_used_at: isoDateTime.nullable().optional(),
  real_user_id: canvasId.nullable().optional(),
  app_name: z.string().optional(),
  scopes: z.array(z.string()).optional(),
  visible_token: z.string().optional(),
  token: z.string().optional(),
});

export type AccessToken = z.infer<typeof accessTokenSchema>;
