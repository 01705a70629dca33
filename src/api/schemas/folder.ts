import { z } from 'zod';
import { canvasId, isoDateTime } from './ids';

/**
 * Folder (canvas-api.md §7.4). The file browser reads names, parents, counts and state; fields it does not read
 * are optional so other Canvas versions still parse, and the server's contract requires them all (contracts.ts).
 */
export const folderSchema = z.looseObject({
  id: canvasId,
  name: z.string(),
  full_name: z.string(),
  parent_folder_id: canvasId.nullable(),
  context_id: canvasId.optional(),
  context_type: z.string().optional(),
  created_at: isoDateTime.optional(),
  updated_at: isoDateTime.optional(),
  lock_at: isoDateTime.nullable().optional(),
  unlock_at: isoDateTime.nullable().optional(),
  position: z.number().int().nullable().optional(),
  locked: z.boolean().optional(),
  folders_url: z.string().optional(),
  files_url: z.string().optional(),
  files_count: z.number().int().optional(),
  folders_count: z.number().int().optional(),
  hidden: z.boolean().nullable().optional(),
  locked_for_user: z.boolean().optional(),
  hidden_for_user: z.boolean().optional(),
  for_submissions: z.boolean().optional(),
  can_upload: z.boolean().optional(),
});

export type CanvasFolder = z.infer<typeof folderSchema>;

/** What folder_json always writes (canvas-lms lib/api/v1/folders.rb); blueprint fields only in child courses. */
export const FOLDER_ALWAYS = [
  'context_id', 'context_type', 'created_at', 'updated_at', 'lock_at', 'unlock_at', 'position', 'locked', 'folders_url',
  'files_url', 'files_count', 'folders_count', 'hidden', 'locked_for_user', 'hidden_for_user', 'for_submissions', 'can_upload',
] as const;
