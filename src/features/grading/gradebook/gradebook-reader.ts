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
 * Everything a cell, a total or a row's order reads: the server's submissions with the grader's edits on top. Its
 * identity changes when blocks or the model do, not on edits: what shows an edit subscribes to it.
 */
export interface GradebookReader {
  /** `undefined` while the student's submissions are not loaded, `null` when there is none. */
  submission: (student: GradebookStudent, assignment: Assignment) => Submission | null | undefined;
  grade: (student: GradebookStudent) => CourseGrade | undefined;
  editText: (submission: Submission | null | undefined) => string;
  /** The reason the text cannot be saved (the cell stays in edit), or undefined once it is queued or unchanged. */
  save: (student: GradebookStudent, assignment: Assignment, text: string) => string | undefined;
  saveState: (assignmentId: CanvasId, userId: CanvasId) => GradeSaveState | undefined;
  refusalOf: GradebookEdits['refusalOf'];
  /** Graded but unposted submissions of the assignment, among the students loaded so far. */
  hiddenCount: (assignmentId: CanvasId) => number;
  scheme: readonly GradingSchemeEntry[];
  /** The edits' overlay itself, for readers outside the grid (the CSV tools). */
  overlay: GradebookEdits['overlay'];
  /** For a row to re-render when one of its student's cells changes (`useStudentEditsVersion`). */
  subscribe: GradebookEdits['subscribe'];
  studentVersion: GradebookEdits['studentVersion'];
  cellVersion: GradebookEdits['cellVersion'];
}

export function useGradebookReader(courseId: CanvasId, model: GradebookModel, blocks: SubmissionBlocks, edits: GradebookEdits): GradebookReader {
  const cache = useRef(new GradeCache()).current;
  const { submissionOf, blockOf, loaded } = blocks;
  // Counted per column on first use, again only when another block of students arrives.
  const hidden = useMemo(() => ({ loaded, counts: new Map<CanvasId, number>() }), [loaded]);

  return useMemo(() => {
    const submission = (student: GradebookStudent, assignment: Assignment) => {
      const server = submissionOf(student.id, assignment.id);
      if (server === undefined) return undefined;
      return edits.overlay(assignment, student.id, server ?? undefined) ?? null;
    };
    return {
      submission,
      grade: (student) => {
        const block = blockOf(student.id);
        if (!block) return undefined;
        return cache.get(model, student.id, block, edits.version(), () => studentGrade(model, (a) => submission(student, a) ?? undefined));
      },
      editText,
      save: (student, assignment, text) => {
        cache.markEdited(student.id);
        return edits.save(assignment, student.id, text, submissionOf(student.id, assignment.id) ?? undefined);
      },
      saveState: edits.stateOf,
      refusalOf: edits.refusalOf,
      hiddenCount: (assignmentId) => {
        let count = hidden.counts.get(assignmentId);
        if (count === undefined) {
          count = countHidden(hidden.loaded, assignmentId);
          hidden.counts.set(assignmentId, count);
        }
        return count;
      },
      scheme: model.scheme,
      overlay: edits.overlay,
      subscribe: edits.subscribe,
      studentVersion: edits.studentVersion,
      cellVersion: edits.cellVersion,
    } satisfies GradebookReader;
  }, [edits, cache, model, submissionOf, blockOf, hidden]);
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
