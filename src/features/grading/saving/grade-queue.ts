import { openDB, type DBSchema, type IDBPDatabase, type IDBPObjectStore } from 'idb';
import type { Submission } from '@/api/schemas/submission';
import type { CriterionEdit, GradeEdit } from '@/api/submissions';
import type { CanvasId } from '@/api/schemas/ids';

/** The grade fields of a submission as the grader saw it: what a rejected save rolls the caches back to. */
export interface GradeBase {
  grade: string | null;
  score: number | null;
  entered_grade?: string | null;
  entered_score?: number | null;
  excused?: boolean | null;
  late_policy_status?: string | null;
  workflow_state: string;
  late?: boolean;
  missing?: boolean;
  updated_at?: string;
  rubric_assessment?: NonNullable<Submission['rubric_assessment']> | null;
}

/** One student's grade change not yet on the server. One entry per student per assignment. */
export interface QueuedGrade {
  courseId: CanvasId;
  assignmentId: CanvasId;
  userId: CanvasId;
  edit: GradeEdit;
  /** updated_at of the submission the FIRST unsaved edit was made on: a later edit keeps it, so a conflict still shows. */
  seenUpdatedAt: string | undefined;
  base: GradeBase;
  queuedAt: string;
}

interface GradeQueueDb extends DBSchema {
  grades: { key: [CanvasId, CanvasId, CanvasId]; value: QueuedGrade; indexes: { byAssignment: [CanvasId, CanvasId] } };
}

export interface GradeQueue {
  /** Adds the edit, or folds it into the student's queued one (newer fields win, the original seen time and base stay). */
  put: (entry: QueuedGrade) => Promise<QueuedGrade>;
  /** Replaces the entry as given (e.g. after our own save landed and the next edit is based on it). */
  replace: (entry: QueuedGrade) => Promise<void>;
  remove: (courseId: CanvasId, assignmentId: CanvasId, userId: CanvasId) => Promise<void>;
  list: (courseId: CanvasId, assignmentId: CanvasId) => Promise<QueuedGrade[]>;
  /** Every assignment's queued grades in the course (the gradebook's replay). */
  listCourse: (courseId: CanvasId) => Promise<QueuedGrade[]>;
  close: () => void;
}

const GRADE_QUEUE_DB = 'lectern-grade-queue';

/**
 * A later edit replaces what it sets; a grade and an excuse exclude each other, so setting one drops the other.
 * Rubric assessments merge per criterion, and within a criterion per field: a comment typed after a rating was
 * picked keeps the rating.
 */
export function mergeEdits(older: GradeEdit, newer: GradeEdit): GradeEdit {
  const merged: GradeEdit = { ...older, ...newer };
  if (older.rubric_assessment && newer.rubric_assessment) merged.rubric_assessment = mergeAssessments(older.rubric_assessment, newer.rubric_assessment);
  if (newer.posted_grade !== undefined && newer.excuse === undefined) delete merged.excuse;
  if (newer.excuse !== undefined && newer.posted_grade === undefined) delete merged.posted_grade;
  if (newer.late_policy_status !== undefined && newer.seconds_late_override === undefined) delete merged.seconds_late_override;
  return merged;
}

type AssessmentEdit = Readonly<Record<string, CriterionEdit>>;

function mergeAssessments(older: AssessmentEdit, newer: AssessmentEdit): AssessmentEdit {
  const merged: Record<string, CriterionEdit> = { ...older };
  for (const [criterionId, change] of Object.entries(newer)) merged[criterionId] = { ...older[criterionId], ...change };
  return merged;
}

type UpgradeStore = IDBPObjectStore<GradeQueueDb, ArrayLike<'grades'>, 'grades', 'versionchange'>;

/** Version 1 keyed grades by numeric ids; ids are strings now, and an unsaved grade must survive the change. */
async function stringifyIds(store: UpgradeStore): Promise<void> {
  for (const entry of await store.getAll()) {
    const { courseId, assignmentId, userId } = entry as { courseId: unknown; assignmentId: unknown; userId: unknown };
    if (typeof courseId === 'string' && typeof assignmentId === 'string' && typeof userId === 'string') continue;
    await store.delete([courseId, assignmentId, userId] as [CanvasId, CanvasId, CanvasId]);
    await store.put({ ...entry, courseId: String(courseId), assignmentId: String(assignmentId), userId: String(userId) });
  }
}

/** The IndexedDB store of unsaved grades: it outlives the tab, so a reload or a crash loses nothing. */
export async function openGradeQueue(name = GRADE_QUEUE_DB): Promise<GradeQueue> {
  const db: IDBPDatabase<GradeQueueDb> = await openDB<GradeQueueDb>(name, 2, {
    upgrade(database, oldVersion, _newVersion, transaction) {
      if (oldVersion < 1) {
        const store = database.createObjectStore('grades', { keyPath: ['courseId', 'assignmentId', 'userId'] });
        store.createIndex('byAssignment', ['courseId', 'assignmentId']);
        return;
      }
      // The upgrade transaction stays open while its own requests run, so the rewrite finishes before the open.
      void stringifyIds(transaction.objectStore('grades'));
    },
  });
  return {
    async put(entry) {
      // One transaction: the read of the older entry and the write cannot interleave with another tab's.
      const tx = db.transaction('grades', 'readwrite');
      const older = await tx.store.get([entry.courseId, entry.assignmentId, entry.userId]);
      const next = older
        ? { ...entry, edit: mergeEdits(older.edit, entry.edit), seenUpdatedAt: older.seenUpdatedAt, base: older.base }
        : entry;
      await tx.store.put(next);
      await tx.done;
      return next;
    },
    async replace(entry) {
      await db.put('grades', entry);
    },
    async remove(courseId, assignmentId, userId) {
      await db.delete('grades', [courseId, assignmentId, userId]);
    },
    list(courseId, assignmentId) {
      return db.getAllFromIndex('grades', 'byAssignment', [courseId, assignmentId]);
    },
    listCourse(courseId) {
      // Keys are [course, assignment, user]; any array sorts after every string, so this spans one course's keys.
      return db.getAll('grades', IDBKeyRange.bound([courseId], [courseId, []]));
    },
    close: () => db.close(),
  };
}
