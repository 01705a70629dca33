/** A row of the attachments table, as stored. */
export type FileRow = {
  id: number;
  context_type: 'Course' | 'Group' | 'User' | 'Submission';
  context_id: number;
  folder_id: number | null;
  user_id: number | null;
  display_name: string;
  filename: string;
  content_type: string;
  size: number;
  storage_key: string | null;
  md5: string | null;
  uuid: string;
  locked: number;
  hidden: number;
  lock_at: string | null;
  unlock_at: string | null;
  visibility_level: string;
  category: string;
  usage_rights_id: number | null;
  workflow_state: 'pending_upload' | 'processed' | 'errored' | 'deleted';
  created_at: string;
  updated_at: string;
  modified_at: string;
};
