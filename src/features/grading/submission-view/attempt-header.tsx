import type { Submission } from '@/api/schemas/submission';
import { Badge } from '@/components/badge';
import { SelectField } from '@/components/form/select-field';
import { formatDate } from '@/lib/dates';
import { lateBy } from './late-by';

interface AttemptHeaderProps {
  attempts: Submission[];
  shown: Submission;
  onShow: (attempt: number) => void;
  /** Missing and excused belong to the submission, not to one attempt. */
  missing: boolean;
  excused: boolean;
  timeZone: string | undefined;
}

const submittedAt = (attempt: Submission, timeZone: string | undefined) =>
  formatDate(attempt.submitted_at, { style: 'day-time', timeZone }) ?? 'not submitted';

/** Which attempt is shown (a picker once there are several), when it came in, and the late, missing and excused marks. */
export function AttemptHeader({ attempts, shown, onShow, missing, excused, timeZone }: AttemptHeaderProps) {
  const late = shown.late ? (lateBy(shown.seconds_late) ?? 'Late') : null;
  const options = attempts.map((attempt, index) => ({
    value: String(attempt.attempt ?? index + 1),
    label: `Attempt ${attempt.attempt ?? index + 1} of ${attempts.length}, submitted ${submittedAt(attempt, timeZone)}`,
  }));
  return (
    <header className="submission-view__header">
      {attempts.length > 1 ? (
        <SelectField
          label="Attempt"
          inline
          options={options}
          value={String(shown.attempt ?? attempts.length)}
          onChange={(event) => onShow(Number(event.target.value))}
        />
      ) : shown.submitted_at ? (
        <p className="submission-view__submitted">Submitted {submittedAt(shown, timeZone)}</p>
      ) : null}
      {late || missing || excused ? (
        <p className="submission-view__marks">
          {excused ? <Badge tone="info">Excused</Badge> : null}
          {late && !excused ? <Badge tone="warning">{late}</Badge> : null}
          {missing && !excused ? <Badge tone="danger">Missing</Badge> : null}
        </p>
      ) : null}
    </header>
  );
}
