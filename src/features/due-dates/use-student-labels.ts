import { useQueries } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { courseUserQueries } from '@/api/course-users';
import type { User } from '@/api/schemas/user';
import { batchesFor, NAME_BATCH, type StudentLabel } from './student-rows';
import type { CanvasId } from '@/api/schemas/ids';

export interface StudentLabels {
  label: (id: CanvasId) => StudentLabel;
  /** The grid reports the rows it renders; only their batches are fetched. */
  onRowsInView: (first: number, last: number) => void;
  /** A batch failed; retry asks for the failed ones again. */
  failed: boolean;
  isFetching: boolean;
  retry: () => void;
}

type Range = { first: number; last: number };

/** Names for the rows in view, one request per batch of ids, each batch fetched once and then cached. */
export function useStudentLabels(courseId: CanvasId, ids: readonly CanvasId[]): StudentLabels {
  // Only the batch boundaries matter, so a scroll inside the same batches changes nothing.
  const [range, setRange] = useState<Range>({ first: 0, last: 0 });
  const batches = useMemo(() => batchesFor(ids, range.first, range.last), [ids, range]);
  const results = useQueries({ queries: batches.map((batch) => courseUserQueries.studentsById(courseId, batch)) });

  const byId = new Map<CanvasId, StudentLabel>();
  batches.forEach((batch, index) => {
    const result = results[index];
    if (!result?.isSuccess) return;
    const users = new Map(result.data.map((user: User) => [user.id, user]));
    for (const id of batch) {
      const user = users.get(id);
      byId.set(id, user ? { kind: 'student', user } : { kind: 'missing' });
    }
  });

  const onRowsInView = useCallback(
    (first: number, last: number) =>
      setRange((current) => (sameBatches(current, { first, last }) ? current : { first, last })),
    [],
  );
  const failedResults = results.filter((result) => result.isError);
  return {
    label: (id) => byId.get(id) ?? LOADING,
    onRowsInView,
    failed: failedResults.length > 0,
    isFetching: results.some((result) => result.isFetching),
    retry: () => failedResults.forEach((result) => void result.refetch()),
  };
}

const LOADING: StudentLabel = { kind: 'loading' };

function sameBatches(a: Range, b: Range): boolean {
  const block = (row: number) => Math.floor(row / NAME_BATCH);
  return block(a.first) === block(b.first) && block(a.last) === block(b.last);
}
