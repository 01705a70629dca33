import { createElement, useCallback, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { CanvasId } from '@/api/schemas/ids';
import type { Assignment } from '@/api/schemas/assignment';
import type { Submission } from '@/api/schemas/submission';
import { gradeInputValue, parseGradeText } from '../grade-panel/grade-text';
import { saveKey, type GradeSaver, type GradeSaveState } from '../saving/grade-saver';
import { applyGradeEdit } from '../saving/optimistic-grade';
import { serverGradeFields } from '../saving/save-failure';
import { GradeSavingNotices, useGradeSaverInstance } from '../saving/use-grade-saver';
import { EditVersions } from './edit-versions';
import { useSchemeLetters } from './scheme-letters';

/**
 * The gradebook's edits: what the grid shows over the server's submissions while saves are under way or done.
 * The grid reads `overlay` for every cell and total. Nothing here re-renders the caller: each part subscribes to
 * what it shows (`useStudentEditsVersion` for a row, `useEditsVersion` for what reads every row), so a save
 * re-renders only its own row (docs/decisions/0078). Every save goes through the grading view's durable grade queue
 * (docs/decisions/0079).
 */
export interface GradebookEdits {
  /**
   * Saves what was typed in a cell ('EX' excuses, '' clears): the error to show in the cell when the text cannot be
   * a grade of the assignment (nothing is queued then), else undefined. `seen` is the cell's submission as the grid
   * read it, whose updated_at lets the server tell another grader's newer grade (a conflict).
   */
  save: (assignment: Assignment, userId: CanvasId, text: string, seen?: Submission) => string | undefined;
  /** The submission as the grader sees it now: the server's with any pending or saved edit on top. */
  overlay: (assignment: Assignment, userId: CanvasId, submission: Submission | undefined) => Submission | undefined;
  stateOf: (assignmentId: CanvasId, userId: CanvasId) => GradeSaveState | undefined;
  /** For a 'rejected' cell: the server's reason, and the text it refused (for the input when the cell is edited again). */
  refusalOf: (assignmentId: CanvasId, userId: CanvasId) => { message: string; text: string } | undefined;
  /** Calls back whenever any cell's save state changes. */
  subscribe: (listener: () => void) => () => void;
  /** Counts the changes of every cell, as of the call. */
  version: () => number;
  /** Counts the changes of one student's cells, as of the call. */
  studentVersion: (userId: CanvasId) => number;
  /** Counts the changes of one cell, as of the call. */
  cellVersion: (assignmentId: CanvasId, userId: CanvasId) => number;
  /** The unsaved-grades banner (with "Retry now"), the conflict prompt and the leave guard: rendered once, above the grid. */
  notices: ReactNode;
}

export interface GradebookLabels {
  student?: (userId: CanvasId) => string;
  assignment?: (assignmentId: CanvasId) => string | undefined;
}

export function useGradebookEdits(courseId: CanvasId, labels: GradebookLabels = {}): GradebookEdits {
  // The assignments saved in this visit: their grading shape for the grading view's caches, their names for prompts.
  // Plain maps kept for the hook's life: written by saves, read by the saver and the prompts, never a render's input.
  const [assignments] = useState(() => new Map<CanvasId, Assignment>());
  const [typed] = useState(() => new Map<string, string>());
  const shapeOf = useCallback((assignmentId: CanvasId) => assignments.get(assignmentId), [assignments]);
  const saver = useGradeSaverInstance({ courseId, shapeOf, schedule: inTheNextTask });
  const lettersOf = useSchemeLetters(courseId);
  const versions = useMemo(() => new EditVersions(saver.snapshot), [saver]);
  const version = useCallback(() => versions.version(), [versions]);
  const studentVersion = useCallback((userId: CanvasId) => versions.ofStudent(userId), [versions]);
  const cellVersion = useCallback((assignmentId: CanvasId, userId: CanvasId) => versions.ofCell(assignmentId, userId), [versions]);

  const overlay = useCallback(
    (assignment: Assignment, userId: CanvasId, submission: Submission | undefined) => overlaid(saver, assignment, userId, submission),
    [saver],
  );

  const save = useCallback((assignment: Assignment, userId: CanvasId, text: string, seen?: Submission) => {
    if (assignment.grading_type === 'not_graded') return 'This assignment is not graded.';
    const key = saveKey(assignment.id, userId);
    const settled = saver.snapshot().get(key)?.state;
    const shown = overlaid(saver, assignment, userId, seen);
    // Nothing changed (F2 then Enter): no request. A refused or waiting grade is sent again, as Enter asks.
    const unchanged = text.trim() === (shown ? gradeInputValue(assignment, shown) : '').trim();
    if (unchanged && settled !== 'rejected' && settled !== 'unsaved') return undefined;
    const result = parseGradeText(assignment, text, lettersOf(assignment));
    if (result.kind === 'error') return result.message;
    assignments.set(assignment.id, assignment);
    typed.set(key, text);
    saver.save({ assignmentId: assignment.id, userId }, result.edit, newest(saver.lastAnswer(assignment.id, userId), seen) ?? blank(assignment.id, userId));
    return undefined;
  }, [saver, lettersOf, assignments, typed]);

  // Read for every cell drawn: with nothing saved in this visit, no key is built.
  const stateOf = useCallback((assignmentId: CanvasId, userId: CanvasId) => {
    const states = saver.snapshot();
    return states.size === 0 ? undefined : states.get(saveKey(assignmentId, userId))?.state;
  }, [saver]);

  const refusalOf = useCallback((assignmentId: CanvasId, userId: CanvasId) => {
    const states = saver.snapshot();
    if (states.size === 0) return undefined;
    const key = saveKey(assignmentId, userId);
    const refused = states.get(key);
    if (refused?.state !== 'rejected') return undefined;
    return { message: refused.message ?? 'The server refused this grade.', text: typed.get(key) ?? '' };
  }, [saver, typed]);

  const { student, assignment: assignmentName } = labels;
  const notices = useMemo(() => createElement(Notices, {
    courseId,
    saver,
    studentLabel: student,
    assignmentLabel: (assignmentId: CanvasId) => assignmentName?.(assignmentId) ?? assignments.get(assignmentId)?.name,
  }), [courseId, saver, student, assignmentName, assignments]);

  return useMemo(
    () => ({ save, overlay, stateOf, refusalOf, subscribe: saver.subscribe, version, studentVersion, cellVersion, notices }),
    [save, overlay, stateOf, refusalOf, saver, version, studentVersion, cellVersion, notices],
  );
}

/**
 * A grade's request and durable write wait for the next task: the Enter that saves it draws the cell and the
 * row's totals first (bench: a cell edit to its updated total), and the request leaves a few milliseconds later.
 */
const inTheNextTask = (work: () => void) => void setTimeout(work, 0);

/** Re-renders the caller on every change of any cell while `when` holds (a sort or filter reading every row). */
export function useEditsVersion(edits: GradebookEdits, when = true): number {
  const read = () => (when ? edits.version() : 0);
  return useSyncExternalStore(edits.subscribe, read, read);
}

/** Re-renders the caller when one of the student's cells changes. */
export function useStudentEditsVersion(edits: Pick<GradebookEdits, 'subscribe' | 'studentVersion'>, userId: CanvasId): number {
  const read = () => edits.studentVersion(userId);
  return useSyncExternalStore(edits.subscribe, read, read);
}

type NoticesProps = Omit<Parameters<typeof GradeSavingNotices>[0], 'states'>;

/** The saving notices, the one part above the grid that reads every save's state. */
function Notices(props: NoticesProps) {
  const states = useSyncExternalStore(props.saver.subscribe, props.saver.snapshot, props.saver.snapshot);
  return createElement(GradeSavingNotices, { ...props, states });
}

function overlaid(saver: GradeSaver, assignment: Assignment, userId: CanvasId, submission: Submission | undefined): Submission | undefined {
  if (!saver.hasEdits()) return submission;
  const server = newest(saver.lastAnswer(assignment.id, userId), submission);
  const edit = saver.pendingEdit(assignment.id, userId);
  return edit ? applyGradeEdit(server ?? blank(assignment.id, userId), edit, assignment) : server;
}

/**
 * The grid's submission, or the saver's answer when that is newer: the grid's list is read once, and a saved grade
 * must stay shown (and be the base of the next edit) until a fresher read brings it.
 */
function newest(answered: Submission | undefined, listed: Submission | undefined): Submission | undefined {
  if (!answered) return listed;
  if (!listed) return serverGradeFields(answered);
  return (answered.updated_at ?? '') > (listed.updated_at ?? '') ? { ...listed, ...serverGradeFields(answered) } : listed;
}

/** A student with no submission row yet (Canvas makes one on the first grade). */
function blank(assignmentId: CanvasId, userId: CanvasId): Submission {
  return { id: '', assignment_id: assignmentId, user_id: userId, attempt: null, submission_type: null, submitted_at: null, workflow_state: 'unsubmitted', score: null, grade: null };
}
