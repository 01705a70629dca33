import type { FileRow } from './file-row';
import { mimeClass } from './mime-class';
import { supportsVisibility } from './file-visibility';

const UPLOAD_STATUS: Record<FileRow['workflow_state'], string> = {
  pending_upload: 'pending',
  processed: 'success',
  errored: 'errored',
  deleted: 'success',
};

/** Canvas's file download URL: the verifier (the file's uuid) lets a browser fetch it without a token header. */
const fileDownloadUrl = (origin: string, row: Pick<FileRow, 'id' | 'uuid'>) =>
  `${origin}/files/${row.id}/download?download_frd=1&verifier=${encodeURIComponent(row.uuid)}`;

export type FileJsonOptions = {
  /** The scheme and host the client used (canvas/urls.ts requestOrigin). */
  origin: string;
  /** Submission attachments skip lock and hidden checks, as Canvas's submission_attachment option does. */
  submissionAttachment?: boolean;
  /** include[]=preview_url: Lectern has no document previewer, so it is null (Canvas's canvadoc_url when none). */
  previewUrl?: boolean;
};

/**
 * File JSON (docs/canvas-contract.md §7.3), after canvas-lms lib/api/v1/attachment.rb `attachment_json`. Lectern has no
 * thumbnail service or media server, so thumbnail_url and media_entry_id are null. Lock and hidden state of
 * course files are the files issue's to refine; submission attachments are never locked or hidden.
 */
export function fileJson(row: FileRow, options: FileJsonOptions): Record<string, unknown> {
  const skipChecks = options.submissionAttachment ?? false;
  const json: Record<string, unknown> = {
    id: row.id,
    uuid: row.uuid,
    folder_id: row.folder_id,
    display_name: row.display_name,
    filename: row.filename,
    upload_status: UPLOAD_STATUS[row.workflow_state],
    'content-type': row.content_type,
    url: fileDownloadUrl(options.origin, row),
    size: row.size,
    created_at: row.created_at,
    updated_at: row.updated_at,
    unlock_at: row.unlock_at,
    locked: Boolean(row.locked),
    hidden: skipChecks ? false : Boolean(row.hidden),
    lock_at: row.lock_at,
    hidden_for_user: false,
    thumbnail_url: null,
    modified_at: row.modified_at,
    mime_class: mimeClass(row.content_type),
    media_entry_id: null,
    category: row.category,
    locked_for_user: false,
  };
  if (supportsVisibility(row)) json.visibility_level = row.visibility_level;
  if (options.previewUrl) json.preview_url = null;
  return json;
}
