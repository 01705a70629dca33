import { z } from 'zod/mini';
import { canvasId } from './ids';

/**
 * The answer of PUT and DELETE …/usage_rights (docs/canvas-contract.md §3.17): the UsageRights set (PUT only), a message
 * ("1 file updated", "2 files updated") and the ids of the files changed.
 */
export const usageRightsUpdateSchema = z.looseObject({
  use_justification: z.optional(z.string()),
  license: z.optional(z.string()),
  legal_copyright: z.optional(z.nullable(z.string())),
  license_name: z.optional(z.string()),
  message: z.string(),
  file_ids: z.array(canvasId),
});
export type UsageRightsUpdate = z.infer<typeof usageRightsUpdateSchema>;

/** GET /files/:id/public_url (§3.16): a signed, expiring URL that needs no token. */
export const publicUrlSchema = z.looseObject({ public_url: z.string() });
