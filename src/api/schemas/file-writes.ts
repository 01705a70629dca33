import { z } from 'zod';
import { canvasId } from './ids';

/**
 * The answer of PUT and DELETE …/usage_rights (canvas-api.md §3.17): the UsageRights set (PUT only), a message
 * ("1 file updated", "2 files updated") and the ids of the files changed.
 */
export const usageRightsUpdateSchema = z.looseObject({
  use_justification: z.string().optional(),
  license: z.string().optional(),
  legal_copyright: z.string().nullable().optional(),
  license_name: z.string().optional(),
  message: z.string(),
  file_ids: z.array(canvasId),
});
export type UsageRightsUpdate = z.infer<typeof usageRightsUpdateSchema>;

/** GET /files/:id/public_url (§3.16): a signed, expiring URL that needs no token. */
export const publicUrlSchema = z.looseObject({ public_url: z.string() });
export type PublicUrl = z.infer<typeof publicUrlSchema>;
