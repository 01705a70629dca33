import { Heading } from 'react-aria-components';
import { serverChecksGradeConflicts } from '@/api/grade-conflict-check';
import { Button } from '@/components/button';
import { LoadingRows } from '@/components/loading-rows';
import type { BulkAction, PlannedChange } from './bulk-plan';

const TITLES: Record<BulkAction['kind'], string> = {
  default: 'Set default grade',
  missing: 'Give missing submissions 0',
  selection: 'Grade selected students',
  excuse: 'Excuse selected students',
};

export interface BulkPreviewProps {
  action: BulkAction;
  /** Undefined while the students are still loading. */
  changes: PlannedChange[] | undefined;
  error: string | null;
  isSending: boolean;
  onConfirm: () => void;
  onBack: (() => void) | undefined;
  onCancel: () => void;
}

const students = (n: number) => `${n} ${n === 1 ? 'student' : 'students'}`;

/** Who changes and how (old → new) before anything is sent: a bulk write is confirmed, never implied. */
export function BulkPreview({ action, changes, error, isSending, onConfirm, onBack, onCancel }: BulkPreviewProps) {
  return (
    <>
      <Heading slot="title" className="dialog__title">
        {TITLES[action.kind]}
      </Heading>
      <div className="dialog__body">
        {changes === undefined ? (
          <LoadingRows label="Finding the students who change…" rows={3} />
        ) : changes.length === 0 ? (
          <p>No student would change.</p>
        ) : (
          <>
            <p>{`${students(changes.length)} will change:`}</p>
            {serverChecksGradeConflicts() ? null : (
              <p>This server does not check for grades given after this preview: a student graded by someone else meanwhile gets this grade all the same.</p>
            )}
            <table className="bulk-preview">
              <caption className="visually-hidden">Students who change</caption>
              <thead>
                <tr>
                  <th scope="col">Student</th>
                  <th scope="col">Now</th>
                  <th scope="col">New</th>
                </tr>
              </thead>
              <tbody>
                {changes.map((item) => (
                  <tr key={item.userId}>
                    <th scope="row">{item.label}</th>
                    <td>{item.before}</td>
                    <td>{item.after}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
        {error ? (
          <p role="alert" className="inline-alert inline-alert--error">
            {error}
          </p>
        ) : null}
      </div>
      <div className="dialog__actions">
        {onBack ? (
          <Button variant="secondary" onPress={onBack} isDisabled={isSending}>
            Back
          </Button>
        ) : null}
        <Button variant="secondary" onPress={onCancel} isDisabled={isSending}>
          Cancel
        </Button>
        <Button variant="primary" onPress={onConfirm} isBusy={isSending} isDisabled={!changes?.length}>
          {changes?.length ? `Change ${students(changes.length)}` : 'Change'}
        </Button>
      </div>
    </>
  );
}
