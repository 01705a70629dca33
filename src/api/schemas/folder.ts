import { z } from 'zod/mini';
import { canvasId, isoDateTime } from './ids';

/**
 * Folder (docs/canvas-contract.md §7.4). The file browser reads names, parents, counts and state; fields it does not read
 * are optional so other Canvas versions still parse, and the server's contract requires them all (contracts.ts).
 */
export const folderSchema = z.looseObject({
  id: canvasId,
  name: z.string(),
  full_name: z.string(),
  parent_folder_id: z.nullable(canvasId),
  context_id: z.optional(canvasId),
  context_type: z.optional(z.string()),
  created_at: z.optional(isoDateTime),
  updated_at: z.optional(isoDateTime),
  lock_at: z.optional(z.nullable(isoDateTime)),
  unlock_at: z.optional(z.nullable(isoDateTime)),
  position: z.optional(z.nullable(z.int())),
  locked: z.optional(z.boolean()),
  folders_url: z.optional(z.string()),
  files_url: z.optional(z.string()),
  files_count: z.optional(z.int()),
  folders_count: z.optional(z.int()),
  hidden: z.optional(z.nullable(z.boolean())),
  locked_for_user: z.optional(z.boolean()),
  hidden_for_user: z.optional(z.boolean()),
  for_submissions: z.optional(z.boolean()),
  can_upload: z.optional(z.boolean()),
});

export type CanvasFolder = z.infer<typeof folderSchema>;

/** What folder_json always writes (canvas-lms lib/api/v1/folders.rb); blueprint fields only in child courses. */
export const FOLDER_ALWAYS = [
  'context_id', 'context_type', 'created_at', 'updated_at', 'lock_at', 'unlock_at', 'position', 'locked', 'folders_url',
  'files_url', 'files_count', 'folders_count', 'hidden', 'locked_for_user', 'hidden_for_user', 'for_submissions', 'can_upload',
] as const;
