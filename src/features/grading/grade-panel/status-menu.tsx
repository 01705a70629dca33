import { useState } from 'react';
import { buttonClassName } from '@/components/button-class-name';
import { MenuButton } from '@/components/menu-button';
import type { SubmissionDetail } from '@/api/schemas/submission-detail';
import type { GradeEdit } from '@/api/submissions';
import { LateAmountForm } from './late-amount-form';

export type SubmissionStatus = 'none' | 'late' | 'missing' | 'excused' | 'extended';

const STATUSES: readonly { id: SubmissionStatus; label: string }[] = [
  { id: 'none', label: 'None' },
  { id: 'late', label: 'Late' },
  { id: 'missing', label: 'Missing' },
  { id: 'excused', label: 'Excused' },
  { id: 'extended', label: 'Extended' },
];

/** The status as the grader set it: an excuse wins, then Canvas's late_policy_status; automatic marks are "None". */
function currentStatus(submission: Pick<SubmissionDetail, 'excused' | 'late_policy_status'>): SubmissionStatus {
  if (submission.excused) return 'excused';
  const status = submission.late_policy_status;
  return status === 'late' || status === 'missing' || status === 'extended' ? status : 'none';
}

/** What choosing a status sends: an excuse, or a late policy status that also lifts an excuse. */
function statusEdit(status: Exclude<SubmissionStatus, 'late'>, wasExcused: boolean): GradeEdit {
  if (status === 'excused') return { excuse: true };
  return { late_policy_status: status, ...(wasExcused ? { excuse: false } : {}) };
}

export interface StatusMenuProps {
  submission: SubmissionDetail;
  studentLabel: string;
  onChange: (edit: GradeEdit) => void;
}

/**
 * The submission's status as a menu (arrow keys, Enter, Escape; loaded when first needed). Late asks how late, in days or hours,
 * before anything is sent (late_policy_status late with seconds_late_override).
 */
export function StatusMenu({ submission, studentLabel, onChange }: StatusMenuProps) {
  const status = currentStatus(submission);
  const [askingLate, setAskingLate] = useState(false);
  const label = STATUSES.find((item) => item.id === status)?.label ?? 'None';
  const choose = (chosen: SubmissionStatus) => {
    if (chosen === 'late') {
      setAskingLate(true);
      return;
    }
    setAskingLate(false);
    if (chosen !== status) onChange(statusEdit(chosen, Boolean(submission.excused)));
  };
  return (
    <div className="grading-status">
      <span className="grading-status__label">
        Status
      </span>
      <MenuButton
        label={`Status for ${studentLabel}`}
        triggerLabel={`Status for ${studentLabel}: ${label}`}
        className={buttonClassName('secondary', 'sm', 'btn--native grading-status__trigger')}
        placement="bottom start"
        selectedId={status}
        actions={STATUSES.map((item) => ({ id: item.id, label: item.label, onAction: () => choose(item.id) }))}
      >
        {label}
        <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </MenuButton>
      {askingLate ? (
        <LateAmountForm
          secondsLate={submission.seconds_late ?? 0}
          onCancel={() => setAskingLate(false)}
          onApply={(seconds) => {
            setAskingLate(false);
            onChange({ late_policy_status: 'late', seconds_late_override: seconds, ...(submission.excused ? { excuse: false } : {}) });
          }}
        />
      ) : null}
    </div>
  );
}
