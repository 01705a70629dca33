import { z } from 'zod';
import { canvasId, isoDateTime } from './ids';

/** A developer key (Api::V1::DeveloperKey) as its account's admins read it: the OAuth2 client id (`id`) and secret. */
export const developerKeySchema = z.looseObject({
  id: canvasId,
  name: z.string().nullable(),
  created_at: isoDateTime,
  email: z.string().nullable().optional(),
  user_id: canvasId.nullable().optional(),
  user_name: z.string().nullable().optional(),
  icon_url: z.string().nullable().optional(),
  notes: z.string().nullable().optional(),
  workflow_state: z.string(),
  scopes: z.array(z.string()).optional(),
  require_scopes: z.boolean().nullable().optional(),
  client_credentials_audience: z.string().nullable().optional(),
  api_key: z.string().optional(),
  redirect_uri: z.string().nullable().optional(),
  /** One URI per line, as Canvas sends it. */
  redirect_uris: z.string().optional(),
  access_token_count: z.number().int().optional(),
  last_used_at: isoDateTime.nullable().optional(),
  vendor_code: z.string().nullable().optional(),
  public_jwk: z.unknown().optional(),
  public_jwk_url: z.string().nullable().optional(),
  allow_includes: z.boolean().nullable().optional(),
  account_name: z.string().nullable().optional(),
  visible: z.boolean().optional(),
  is_lti_key: z.boolean().optional(),
  is_lti_registration: z.boolean().optional(),
});

export type DeveloperKey = z.infer<typeof developerKeySchema>;
