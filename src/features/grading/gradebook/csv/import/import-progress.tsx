import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Heading } from 'react-aria-components';
import { bulkGradeResults, fetchChangedSubmissions } from '@/api/bulk-grading';
import { isFinished, progressQueryOptions } from '@/api/progress';
import type { CanvasId } from '@/api/schemas/ids';
import { submissionKeys } from '@/api/submissions';
import { Button } from '@/components/button';
import { ErrorView } from '@/components/error-view';
import { formatCount } from '@/lib/format-count';
import '@/styles/files-actions.css';
import { JobProgressBar } from '../../../bulk/job-progress-bar';
import type { ImportChange } from './import-plan';
import { changeResults, type ChangeResult } from './import-results';

export interface ImportProgressProps {
  courseId: CanvasId;
  progressId: CanvasId;
  changes: ImportChange[];
  onClose: () => void;
}

const unique = (ids: readonly CanvasId[]) => [...new Set(ids)];

/** The job's progress while it runs; once it ends, the changed grades read back and each change marked applied or not. */
export function ImportProgress({ courseId, progressId, changes, onClose }: ImportProgressProps) {
  const queryClient = useQueryClient();
  const progress = useQuery(progressQueryOptions(progressId));
  const finished = isFinished(progress.data);
  const readBack = useQuery({
    queryKey: ['gradebook-import', courseId, progressId],
    queryFn: () => fetchChangedSubmissions(courseId, unique(changes.map((c) => c.student.id)), unique(changes.map((c) => c.assignment.id))),
    enabled: finished,
    staleTime: Infinity,
    gcTime: 0,
  });
  useEffect(() => {
    // Everything cached about the course's submissions is read again: the gradebook, the grading view, the stats.
    if (finished) void queryClient.invalidateQueries({ queryKey: [...submissionKeys.all, courseId] });
  }, [finished, queryClient, courseId]);
  const failure = progress.data?.workflow_state === 'failed' ? (progress.data.message ?? 'The import job failed.') : undefined;
  const results = readBack.data ? changeResults(changes, readBack.data, bulkGradeResults(progress.data), failure) : undefined;
  const applied = results?.filter((result) => result.applied).length ?? 0;
  const closable = results !== undefined || progress.isError || readBack.isError;
  const summary = results ? `${formatCount(applied, 'grade')} applied, ${results.length - applied} not applied` : '';
  return (
    <>
      <Heading slot="title" className="dialog__title">
        {results ? 'Import finished' : 'Importing…'}
      </Heading>
      <div className="dialog__body bulk-job">
        {progress.isError ? <ErrorView variant="panel" error={progress.error} onRetry={() => void progress.refetch()} /> : null}
        {readBack.isError ? <ErrorView variant="panel" error={readBack.error} onRetry={() => void readBack.refetch()} /> : null}
        {results ? (
          <p className="bulk-job__summary">{summary}</p>
        ) : (
          <JobProgressBar
            value={finished ? 100 : (progress.data?.completion ?? 0)}
            valueLabel={finished ? 'Checking the saved grades' : `${Math.round(progress.data?.completion ?? 0)}%`}
            label={(valueText) => `Importing ${formatCount(changes.length, 'grade')}: ${valueText}`}
          />
        )}
        <p role="status" className="visually-hidden">
          {summary}
        </p>
        {results ? <ResultList changes={changes} results={results} /> : null}
      </div>
      <div className="dialog__actions">
        {/* Mounted again once it can be pressed, so that it takes the focus then (a disabled button cannot hold it). */}
        <Button key={closable ? 'closable' : 'running'} variant="primary" onPress={onClose} isDisabled={!closable} autoFocus>
          Close
        </Button>
      </div>
    </>
  );
}

function ResultList({ changes, results }: { changes: readonly ImportChange[]; results: readonly ChangeResult[] }) {
  return (
    <ul className="bulk-job__results gradebook-import__results" aria-label="Results">
      {changes.map((change, index) => {
        const result = results[index];
        const ok = result?.applied === true;
        return (
          <li key={`${change.student.id}:${change.assignment.id}`} className={`bulk-job__result bulk-job__result--${ok ? 'done' : 'failed'}`}>
            <span className="bulk-job__name">{`${change.student.name}, ${change.assignment.name}`}</span>
            <span className="bulk-job__status">{result?.applied === false ? `Not applied: ${result.reason}` : `Applied: ${change.after === '' ? 'grade removed' : change.after}`}</span>
          </li>
        );
      })}
    </ul>
  );
}
