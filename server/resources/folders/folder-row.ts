import * as clock from '../../canvas/clock';
/** A row of the folders table, as stored. */
export type FolderRow = {
  id: number;
  context_type: 'Course' | 'Group' | 'User';
  context_id: number;
  parent_folder_id: number | null;
  name: string;
  full_name: string;
  position: number | null;
  locked: number;
  hidden: number;
  lock_at: string | null;
  unlock_at: string | null;
  submission_context_code: string | null;
  unique_type: string | null;
  workflow_state: 'visible' | 'hidden' | 'deleted';
  created_at: string;
  updated_at: string;
};

/** Canvas keeps a folder's hidden state in workflow_state; Lectern's rows may also carry the flag. */
export const isHidden = (folder: FolderRow) => folder.workflow_state === 'hidden' || folder.hidden === 1;

/** Folder#currently_locked without the hidden part: the flag, or a lock window the clock is inside. */
export function isLockedNow(folder: FolderRow, now = clock.now()): boolean {
  if (folder.locked === 1) return true;
  if (folder.lock_at !== null && Date.parse(folder.lock_at) < now) return true;
  return folder.unlock_at !== null && Date.parse(folder.unlock_at) > now;
}
