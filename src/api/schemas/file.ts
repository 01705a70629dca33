import { z } from 'zod';
import { fileUrl } from './file-url';
import { canvasId, isoDateTime } from './ids';
import { userDisplaySchema } from './user';

/** UsageRights (canvas-api.md §7.5), embedded in a File. */
export const usageRightsSchema = z.looseObject({
  use_justification: z.string(),
  license: z.string(),
  legal_copyright: z.string().nullable(),
  license_name: z.string(),
});


/**
 * File (canvas-api.md §7.3), as a submission's `attachments` carry it. Note the hyphen in `content-type`.
 * Fields the grading view does not read are optional so other Canvas versions still parse; the server's
 * contract requires Canvas's always-present ones (contracts.ts).
 */
export const fileSchema = z.looseObject({
  id: canvasId,
  display_name: z.string(),
  'content-type': z.string(),
  url: fileUrl,
  size: z.number(),
  mime_class: z.string().optional(),
  uuid: z.string().optional(),
  folder_id: canvasId.nullable().optional(),
  filename: z.string().optional(),
  upload_status: z.string().optional(),
  created_at: isoDateTime.optional(),
  updated_at: isoDateTime.optional(),
  modified_at: isoDateTime.optional(),
  lock_at: isoDateTime.nullable().optional(),
  unlock_at: isoDateTime.nullable().optional(),
  locked: z.boolean().optional(),
  hidden: z.boolean().optional(),
  hidden_for_user: z.boolean().optional(),
  locked_for_user: z.boolean().optional(),
  thumbnail_url: z.string().nullable().optional(),
  media_entry_id: z.string().nullable().optional(),
  category: z.string().optional(),
  preview_url: fileUrl.nullable().optional(),
  user: userDisplaySchema.optional(),
  usage_rights: usageRightsSchema.nullable().optional(),
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
  folder_id: canvasId.nullable(),
  display_name: z.string(),
  filename: z.string(),
  workflow_state: z.string(),
});
