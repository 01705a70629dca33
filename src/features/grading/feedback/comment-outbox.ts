import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { CanvasId } from '@/api/schemas/ids';

/** A file of a queued comment: its bytes until uploaded, then the server's id (so a retry never uploads it twice). */
export interface QueuedFile {
  key: string;
  name: string;
  type: string;
  size: number;
  /** ArrayBuffer rather than Blob: every browser's IndexedDB keeps it, and it clones in tests. */
  bytes: ArrayBuffer;
  uploadedId?: CanvasId;
}

/** A comment with files, written to IndexedDB before anything is sent: it outlives a reload, a crash or the network. */
export interface QueuedComment {
  id: string;
  courseId: CanvasId;
  assignmentId: CanvasId;
  userId: CanvasId;
  text: string;
  groupComment: boolean;
  attempt?: number;
  files: QueuedFile[];
  queuedAt: string;
}

interface OutboxDb extends DBSchema {
  comments: { key: string; value: QueuedComment; indexes: { byAssignment: [CanvasId, CanvasId] } };
}

export interface CommentOutbox {
  put: (entry: QueuedComment) => Promise<void>;
  remove: (id: string) => Promise<void>;
  /** The assignment's queued comments, oldest first (they are sent in that order). */
  list: (courseId: CanvasId, assignmentId: CanvasId) => Promise<QueuedComment[]>;
}

const OUTBOX_DB = 'lectern-comment-outbox';

/** The IndexedDB store of unsent comments with files, beside the grade queue's (saving/grade-queue.ts). */
export async function openCommentOutbox(name = OUTBOX_DB): Promise<CommentOutbox> {
  const db: IDBPDatabase<OutboxDb> = await openDB<OutboxDb>(name, 1, {
    upgrade(database) {
      const store = database.createObjectStore('comments', { keyPath: 'id' });
      store.createIndex('byAssignment', ['courseId', 'assignmentId']);
    },
  });
  return {
    async put(entry) {
      await db.put('comments', entry);
    },
    async remove(id) {
      await db.delete('comments', id);
    },
    async list(courseId, assignmentId) {
      const entries = await db.getAllFromIndex('comments', 'byAssignment', [courseId, assignmentId]);
      return entries.sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
    },
  };
}
