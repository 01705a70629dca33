import { useMemo, useRef } from 'react';
import type { CourseGrade, GradingSchemeEntry } from '../../../../shared/course-grades';
import type { Assignment } from '@/api/schemas/assignment';
import type { CanvasId } from '@/api/schemas/ids';
import type { Submission } from '@/api/schemas/submission';
import type { GradeSaveState } from '../saving/grade-saver';
import { isHiddenGrade } from '../posting/hidden-grades';
import { editText } from './gradebook-cell-text';
import type { GradebookEdits } from './gradebook-edits';
import { studentGrade, type GradebookModel, type GradebookStudent } from './gradebook-model';
import { GradeCache } from './gradebook-rows';
import type { ChunkIndex, SubmissionBlocks } from './gradebook-submissions';

/**
 * What a row and its cells read, with the row's block of submissions handed in: its identity changes with the model
 * and the edits, not when a block arrives, so a block's arrival renders only the rows it holds.
 */
export interface CellReader {
  /** `undefined` while the student's block is not loaded, `null` when there is no submission. */
  submission: (block: ChunkIndex | undefined, student: GradebookStudent, assignment: Assignment) => Submission | null | undefined;
  grade: (block: ChunkIndex | undefined, student: GradebookStudent) => CourseGrade | undefined;
  saveState: (assignmentId: CanvasId, userId: CanvasId) => GradeSaveState | undefined;
  refusalOf: GradebookEdits['refusalOf'];
  scheme: readonly GradingSchemeEntry[];
  /** For a row to re-render when one of its student's cells changes (`useStudentEditsVersion`). */
  subscribe: GradebookEdits['subscribe'];
  studentVersion: GradebookEdits['studentVersion'];
  cellVersion: GradebookEdits['cellVersion'];
}

/**
 * Everything a cell, a total or a row's order reads: the server's submissions with the grader's edits on top. Its
 * identity changes when blocks or the model do, not on edits: what shows an edit subscribes to it.
 */
export interface GradebookReader {
  /** `undefined` while the student's submissions are not loaded, `null` when there is none. */
  submission: (student: GradebookStudent, assignment: Assignment) => Submission | null | undefined;
  grade: (student: GradebookStudent) => CourseGrade | undefined;
  /** The loaded block that holds the student's row; a new one when it is (re)loaded. */
  blockOf: (userId: CanvasId) => ChunkIndex | undefined;
  editText: (submission: Submission | null | undefined) => string;
  /** The reason the text cannot be saved (the cell stays in edit), or undefined once it is queued or unchanged. */
  save: (student: GradebookStudent, assignment: Assignment, text: string) => string | undefined;
  refusalOf: GradebookEdits['refusalOf'];
  /** Graded but unposted submissions of the assignment, among the students loaded so far. */
  hiddenCount: (assignmentId: CanvasId) => number;
  /** The edits' overlay itself, for readers outside the grid (the CSV tools). */
  overlay: GradebookEdits['overlay'];
  /** The rows' and cells' reader. */
  cells: CellReader;
}

export function useGradebookReader(courseId: CanvasId, model: GradebookModel, blocks: SubmissionBlocks, edits: GradebookEdits): GradebookReader {
  const cache = useRef(new GradeCache()).current;
  const { submissionOf, blockOf, loaded } = blocks;
  // Counted per column on first use, again only when another block of students arrives.
  const hidden = useMemo(() => ({ loaded, counts: new Map<CanvasId, number>() }), [loaded]);

  const cells = useMemo((): CellReader => {
    const submission = (block: ChunkIndex | undefined, student: GradebookStudent, assignment: Assignment) => {
      if (!block) return undefined;
      const server = block.get(student.id)?.get(assignment.id);
      return edits.overlay(assignment, student.id, server) ?? null;
    };
    return {
      submission,
      grade: (block, student) => {
        if (!block) return undefined;
        return cache.get(model, student.id, block, edits.version(), () => studentGrade(model, (a) => submission(block, student, a) ?? undefined));
      },
      saveState: edits.stateOf,
      refusalOf: edits.refusalOf,
      scheme: model.scheme,
      subscribe: edits.subscribe,
      studentVersion: edits.studentVersion,
      cellVersion: edits.cellVersion,
    };
  }, [edits, cache, model]);

  return useMemo(() => ({
    submission: (student, assignment) => cells.submission(blockOf(student.id), student, assignment),
    grade: (student) => cells.grade(blockOf(student.id), student),
    blockOf,
    editText,
    save: (student, assignment, text) => {
      cache.markEdited(student.id);
      return edits.save(assignment, student.id, text, submissionOf(student.id, assignment.id) ?? undefined);
    },
    refusalOf: edits.refusalOf,
    hiddenCount: (assignmentId) => {
      let count = hidden.counts.get(assignmentId);
      if (count === undefined) {
        count = countHidden(hidden.loaded, assignmentId);
        hidden.counts.set(assignmentId, count);
      }
      return count;
    },
    overlay: edits.overlay,
    cells,
  } satisfies GradebookReader), [cells, edits, cache, submissionOf, blockOf, hidden]);
}

/** Each loaded block's hidden grades by assignment, counted once when the block first arrives. */
const hiddenByBlock = new WeakMap<ChunkIndex, Map<CanvasId, number>>();

function hiddenInBlock(block: ChunkIndex): Map<CanvasId, number> {
  let counts = hiddenByBlock.get(block);
  if (!counts) {
    counts = new Map();
    for (const byAssignment of block.values()) {
      for (const [assignmentId, submission] of byAssignment) {
        if (isHiddenGrade(submission)) counts.set(assignmentId, (counts.get(assignmentId) ?? 0) + 1);
      }
    }
    hiddenByBlock.set(block, counts);
  }
  return counts;
}

// Summed over blocks, not students: as the blocks of a 3,000-student course arrive one after another while the grid
// scrolls, each arrival counts only its own 25 students, not every student loaded so far again for every column.
function countHidden(loaded: ReadonlyMap<number, ChunkIndex>, assignmentId: CanvasId): number {
  let count = 0;
  for (const block of loaded.values()) count += hiddenInBlock(block).get(assignmentId) ?? 0;
  return count;
}
