import { Link } from 'react-router';
import type { SubmissionDetail } from '@/api/schemas/submission-detail';
import { Badge } from '@/components/badge';
import { HiddenGradeMark } from '../posting/hidden-grade-mark';
import { useGradeSaving, type GradeSaveState } from '../saving/grade-saving';
import { rowStatus } from './row-status';

const SAVE_TEXT: Record<GradeSaveState, string> = {
  saving: 'Saving…',
  saved: 'Saved',
  unsaved: 'Not saved yet',
  conflict: 'Conflict',
  rejected: 'Not saved',
};

export interface RailRowProps {
  row: SubmissionDetail;
  label: string;
  href: string;
  selected: boolean;
}

/** One student: a link (the selection is the URL), their status, a late mark and the save state of their grade. */
export function RailRow({ row, label, href, selected }: RailRowProps) {
  const status = rowStatus(row);
  const save = useGradeSaving().stateOf(row.user_id);
  return (
    <Link to={href} className="grading-rail__link" aria-current={selected ? 'page' : undefined}>
      <span className="grading-rail__name">{label}</span>
      <span className="grading-rail__marks">
        <Badge tone={status.tone}>{status.text}</Badge>
        {row.late && !row.excused ? <Badge tone="danger">Late</Badge> : null}
        <HiddenGradeMark row={row} />
        {save ? <span className={`grading-rail__save grading-rail__save--${save}`}>{SAVE_TEXT[save]}</span> : null}
      </span>
    </Link>
  );
}
