import type { CanvasId } from '@/api/schemas/ids';

/**
 * Unsent comment text, one draft per student of an assignment, in localStorage so it outlives moving to another
 * student and a reload. Storage can be full or refused (private modes): a draft is then kept only on screen.
 */
export interface DraftKey {
  courseId: CanvasId;
  assignmentId: CanvasId;
  userId: CanvasId;
}

const PREFIX = 'lectern:comment-draft';

const draftStorageKey = ({ courseId, assignmentId, userId }: DraftKey) => `${PREFIX}:${courseId}:${assignmentId}:${userId}`;

export function readDraft(key: DraftKey): string {
  try {
    return localStorage.getItem(draftStorageKey(key)) ?? '';
  } catch {
    return '';
  }
}

/** Stores the text; blank text removes the draft, so an emptied composer leaves nothing behind. */
export function writeDraft(key: DraftKey, text: string): void {
  try {
    if (text.trim() === '') localStorage.removeItem(draftStorageKey(key));
    else localStorage.setItem(draftStorageKey(key), text);
  } catch {
    // Quota or privacy mode: the text stays in the composer.
  }
}

export function removeDraft(key: DraftKey): void {
  writeDraft(key, '');
}
