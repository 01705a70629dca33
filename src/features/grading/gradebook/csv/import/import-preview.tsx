import { useMutation } from '@tanstack/react-query';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { postCourseBulkGrades, type CourseBulkGradeEntry } from '@/api/bulk-grading';
import { describeError } from '@/api/http/describe-error';
import type { CanvasId } from '@/api/schemas/ids';
import { Button } from '@/components/button';
import { formatCount } from '@/lib/format-count';
import type { ImportChange, ImportPlan } from './import-plan';

export interface ImportPreviewProps {
  courseId: CanvasId;
  file: string;
  plan: ImportPlan;
  /** The button that picks another file instead. */
  chooser: ReactNode;
  onCancel: () => void;
  onStarted: (progressId: CanvasId, changes: ImportChange[]) => void;
}

const entryOf = (change: ImportChange): CourseBulkGradeEntry => ({
  assignmentId: change.assignment.id,
  userId: change.student.id,
  ...change.edit,
  ...(change.expectedUpdatedAt ? { expected_updated_at: change.expectedUpdatedAt } : {}),
});

/** A grade as the preview shows it: a dash for none. */
const shown = (text: string) => (text === '' ? '–' : text);

function ChangesTable({ changes }: { changes: readonly ImportChange[] }) {
  return (
    <div className="gradebook-import__scroll" tabIndex={0} role="region" aria-label="Changes">
      <table className="gradebook-import__table">
        <caption className="visually-hidden">Grades the file changes</caption>
        <thead>
          <tr>
            <th scope="col">Student</th>
            <th scope="col">Assignment</th>
            <th scope="col">Now</th>
            <th scope="col">New</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={`${change.student.id}:${change.assignment.id}`}>
              <th scope="row">{change.student.name}</th>
              <td>{change.assignment.name}</td>
              <td>{shown(change.before)}</td>
              <td>
                {shown(change.after)}
                {change.warning ? <span className="gradebook-import__warning">{change.warning}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A list of what the import leaves alone, folded away: the grader opens what they need. */
function Skipped({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <details className="gradebook-import__skipped">
      <summary>{`${title} (${items.length})`}</summary>
      <ul>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </details>
  );
}

function summaryText(plan: ImportPlan): string {
  const students = new Set(plan.changes.map((change) => change.student.id)).size;
  const changes = plan.changes.length === 0 ? 'No grade changes.' : `${formatCount(plan.changes.length, 'grade')} change for ${formatCount(students, 'student')}.`;
  return plan.unchangedStudents > 0 ? `${changes} ${formatCount(plan.unchangedStudents, 'student')} unchanged.` : changes;
}

/** Every change the file makes (who, which assignment, now and new) and everything it leaves alone, before any write. */
export function ImportPreview({ courseId, file, plan, chooser, onCancel, onStarted }: ImportPreviewProps) {
  const send = useMutation({ mutationFn: () => postCourseBulkGrades(courseId, plan.changes.map(entryOf)) });
  const apply = () => send.mutate(undefined, { onSuccess: (progress) => onStarted(progress.id, plan.changes) });
  // Focused as the preview is drawn, not through autoFocus: after the file dialog React Aria counts the grader as a
  // screen reader user and delays autoFocus a frame, and the dialog's focus trap, which saw the file button go
  // while the file was read, gives the focus to the list of changes first.
  const applyRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => applyRef.current?.focus(), []);
  return (
    <>
      <Heading slot="title" className="dialog__title">
        Review the import
      </Heading>
      <div className="dialog__body gradebook-import__body">
        <p>
          <span className="gradebook-import__file">{file}</span>: {summaryText(plan)} Nothing is saved until you apply.
        </p>
        {plan.changes.length > 0 ? <ChangesTable changes={plan.changes} /> : null}
        <Skipped title="Values not imported" items={plan.invalid.map((problem) => `${problem.student.name}, ${problem.assignment.name}: “${problem.value}”. ${problem.reason}`)} />
        <Skipped title="Students not in this view" items={plan.unknownStudents.map((student) => `Line ${student.line}: ${student.label}`)} />
        <Skipped title="Assignments not in this view" items={plan.unknownAssignments} />
        <Skipped title="Columns not imported" items={plan.ignoredColumns.map((column) => `${column.header}: ${column.reason}`)} />
        {send.error ? (
          <p role="alert" className="inline-alert inline-alert--error">
            {describeError(send.error).message}
          </p>
        ) : null}
      </div>
      <div className="dialog__actions">
        <Button variant="secondary" onPress={onCancel} isDisabled={send.isPending}>
          Cancel
        </Button>
        {chooser}
        <Button variant="primary" onPress={apply} isBusy={send.isPending} isDisabled={plan.changes.length === 0} ref={applyRef}>
          {plan.changes.length === 0 ? 'Nothing to apply' : `Apply ${formatCount(plan.changes.length, 'change')}`}
        </Button>
      </div>
    </>
  );
}
