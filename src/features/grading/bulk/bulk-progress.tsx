import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Heading } from 'react-aria-components';
import { bulkGradeResults, refreshAfterBulkGrade } from '@/api/bulk-grading';
import { isFinished, progressQueryOptions } from '@/api/progress';
import type { CanvasId } from '@/api/schemas/ids';
import { Button } from '@/components/button';
import { ErrorView } from '@/components/error-view';
import '@/styles/files-actions.css';
import type { PlannedChange } from './bulk-plan';
import { JobProgressBar } from './job-progress-bar';

export interface BulkProgressProps {
  courseId: CanvasId;
  assignmentId: CanvasId;
  progressId: CanvasId;
  changes: PlannedChange[];
  onClose: () => void;
}

/** The server's reason in the grader's words where Lectern knows it better: the per-student conflict check. */
const reasonText = (message: string | null) =>
  message?.includes('expected_updated_at') ? 'Graded by someone else since the preview; their grade was kept.' : (message ?? 'Not saved.');

/** The job's progress bar while it runs, then each student's result: saved, or refused with the server's reason. */
export function BulkProgress({ courseId, assignmentId, progressId, changes, onClose }: BulkProgressProps) {
  const queryClient = useQueryClient();
  const progress = useQuery(progressQueryOptions(progressId));
  const finished = isFinished(progress.data);
  useEffect(() => {
    if (finished) void refreshAfterBulkGrade(queryClient, courseId, assignmentId);
  }, [finished, queryClient, courseId, assignmentId]);
  const labels = new Map(changes.map((item) => [item.userId, item]));
  // In the preview's order (the server answers in grade_data's, which JSON puts in id order).
  const place = new Map(changes.map((item, index) => [item.userId, index]));
  const results = bulkGradeResults(progress.data)?.sort((a, b) => (place.get(a.user_id) ?? Infinity) - (place.get(b.user_id) ?? Infinity));
  const saved = results?.filter((result) => result.status === 'saved').length ?? 0;
  const summary = results ? `${saved} saved, ${results.length - saved} refused` : progress.data?.workflow_state === 'completed' ? 'All saved' : (progress.data?.message ?? '');
  return (
    <>
      <Heading slot="title" className="dialog__title">
        {finished ? 'Bulk grading finished' : 'Grading…'}
      </Heading>
      <div className="dialog__body">
        {progress.isError ? <ErrorView variant="panel" error={progress.error} onRetry={() => void progress.refetch()} /> : null}
        {finished ? (
          <p className="bulk-job__summary">{summary}</p>
        ) : (
          <JobProgressBar
            value={progress.data?.completion ?? 0}
            valueLabel={`${Math.round(progress.data?.completion ?? 0)}%`}
            label={(valueText) => `Grading ${changes.length} students: ${valueText}`}
          />
        )}
        <p role="status" className="visually-hidden">
          {finished ? summary : ''}
        </p>
        {results ? (
          <ul className="bulk-job__results" aria-label="Results">
            {results.map((result) => {
              const planned = labels.get(result.user_id);
              const ok = result.status === 'saved';
              return (
                <li key={result.user_id} className={`bulk-job__result bulk-job__result--${ok ? 'done' : 'failed'}`}>
                  <span className="bulk-job__name">{planned?.label ?? `User ${result.user_id}`}</span>
                  <span className="bulk-job__status">{ok ? `Saved: ${planned?.after ?? result.grade ?? ''}` : `Refused: ${reasonText(result.message)}`}</span>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
      <div className="dialog__actions">
        <Button variant="primary" onPress={onClose} isDisabled={!finished && !progress.isError}>
          Close
        </Button>
      </div>
    </>
  );
}
