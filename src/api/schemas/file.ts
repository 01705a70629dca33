import { z } from 'zod/mini';
import { fileUrl } from './file-url';
import { canvasId, isoDateTime } from './ids';
import { userDisplaySchema } from './user';

/** UsageRights (docs/canvas-contract.md §7.5), embedded in a File. */
const usageRightsSchema = z.looseObject({
  use_justification: z.string(),
  license: z.string(),
  legal_copyright: z.nullable(z.string()),
  license_name: z.string(),
});


/**
 * File (docs/canvas-contract.md §7.3), as a submission's `attachments` carry it. Note the hyphen in `content-type`.
 * Fields the grading view does not read are optional so other Canvas versions still parse; the server's
 * contract requires Canvas's always-present ones (contracts.ts).
 */
export const fileSchema = z.looseObject({
  id: canvasId,
  display_name: z.string(),
  'content-type': z.string(),
  url: fileUrl,
  size: z.number(),
  mime_class: z.optional(z.string()),
  uuid: z.optional(z.string()),
  folder_id: z.optional(z.nullable(canvasId)),
  filename: z.optional(z.string()),
  upload_status: z.optional(z.string()),
  created_at: z.optional(isoDateTime),
  updated_at: z.optional(isoDateTime),
  modified_at: z.optional(isoDateTime),
  lock_at: z.optional(z.nullable(isoDateTime)),
  unlock_at: z.optional(z.nullable(isoDateTime)),
  locked: z.optional(z.boolean()),
  hidden: z.optional(z.boolean()),
  hidden_for_user: z.optional(z.boolean()),
  locked_for_user: z.optional(z.boolean()),
  thumbnail_url: z.optional(z.nullable(z.string())),
  media_entry_id: z.optional(z.nullable(z.string())),
  category: z.optional(z.string()),
  /** Course files only (attachment.supports_visibility?). */
  visibility_level: z.optional(z.enum(['inherit', 'context', 'institution', 'public'])),
  preview_url: z.optional(z.nullable(fileUrl)),
  user: z.optional(userDisplaySchema),
  usage_rights: z.optional(z.nullable(usageRightsSchema)),
});

export type CanvasFile = z.infer<typeof fileSchema>;

/** What attachment_json always writes (canvas-lms lib/api/v1/attachment.rb); preview_url only when asked. */
export const FILE_ALWAYS = [
  'mime_class', 'uuid', 'folder_id', 'filename', 'upload_status', 'created_at', 'updated_at', 'modified_at', 'lock_at',
  'unlock_at', 'locked', 'hidden', 'hidden_for_user', 'locked_for_user', 'thumbnail_url', 'media_entry_id', 'category',
] as const;

/** GET …/files/quota (§3.15). */
export const fileQuotaSchema = z.looseObject({ quota: z.number(), quota_used: z.number() });

/** A License of content_licenses (§3.18). */
export const licenseSchema = z.looseObject({ id: z.string(), name: z.string(), url: z.string() });

/** A File listed with only[]=names: attachment_json's name core. */
export const fileNameSchema = z.looseObject({
  id: canvasId,
  uuid: z.string(),
  folder_id: z.nullable(canvasId),
  display_name: z.string(),
  filename: z.string(),
  workflow_state: z.string(),
});
