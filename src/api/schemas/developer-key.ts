import { z } from 'zod/mini';
import { canvasId, isoDateTime } from './ids';

/** A developer key (Api::V1::DeveloperKey) as its account's admins read it: the OAuth2 client id (`id`) and secret. */
export const developerKeySchema = z.looseObject({
  id: canvasId,
  name: z.nullable(z.string()),
  created_at: isoDateTime,
  email: z.optional(z.nullable(z.string())),
  user_id: z.optional(z.nullable(canvasId)),
  user_name: z.optional(z.nullable(z.string())),
  icon_url: z.optional(z.nullable(z.string())),
  notes: z.optional(z.nullable(z.string())),
  workflow_state: z.string(),
  scopes: z.optional(z.array(z.string())),
  require_scopes: z.optional(z.nullable(z.boolean())),
  client_credentials_audience: z.optional(z.nullable(z.string())),
  api_key: z.optional(z.string()),
  redirect_uri: z.optional(z.nullable(z.string())),
  /** One URI per line, as Canvas sends it. */
  redirect_uris: z.optional(z.string()),
  access_token_count: z.optional(z.int()),
  last_used_at: z.optional(z.nullable(isoDateTime)),
  vendor_code: z.optional(z.nullable(z.string())),
  public_jwk: z.optional(z.unknown()),
  public_jwk_url: z.optional(z.nullable(z.string())),
  allow_includes: z.optional(z.nullable(z.boolean())),
  account_name: z.optional(z.nullable(z.string())),
  visible: z.optional(z.boolean()),
  is_lti_key: z.optional(z.boolean()),
  is_lti_registration: z.optional(z.boolean()),
});
