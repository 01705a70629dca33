import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { refreshAssignments } from '@/api/assignments';
import { runLimited } from '@/lib/concurrency-limit';
import { discardEdits, removeDates, setDate, shiftRows, type Edits } from './date-edits';
import type { DateField, DateRow } from './date-rows';
import { planSave } from './save-plan';
import { describeFailure, sendRequest } from './send-request';
import type { CanvasId } from '@/api/schemas/ids';

/** At most this many PUTs at once: fast on a big course without flooding Canvas's rate limiter. */
const SAVE_CONCURRENCY = 4;

export type RowResult = { state: 'saving' } | { state: 'saved' } | { state: 'failed'; message: string; field?: DateField };

export interface SaveProgress {
  done: number;
  total: number;
}

export interface SaveOutcome {
  saved: number;
  failed: number;
  /** The first row (in table order) that did not save, and the cell to focus in it. */
  firstProblem?: { rowId: string; field?: DateField };
}

function withResult(results: ReadonlyMap<string, RowResult>, entries: Iterable<[string, RowResult]>): ReadonlyMap<string, RowResult> {
  const next = new Map(results);
  for (const [id, result] of entries) next.set(id, result);
  return next;
}

/**
 * The bulk editor's state: unsaved dates, the selection, and each row's save result. A save sends only the
 * changed rows (or the failed ones again), four at a time; failed rows keep their edits and stay selected.
 */
export function useBulkDateEditor(courseId: CanvasId, rows: readonly DateRow[], timeZone: string) {
  const queryClient = useQueryClient();
  const [edits, setEdits] = useState<Edits>(() => new Map());
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [results, setResults] = useState<ReadonlyMap<string, RowResult>>(() => new Map());
  const [progress, setProgress] = useState<SaveProgress | null>(null);

  const selectedRows = rows.filter((row) => selected.has(row.id));
  const failedIds = [...results].filter(([, result]) => result.state === 'failed').map(([id]) => id);

  const editDate = useCallback((row: DateRow, field: DateField, value: string | null) => {
    setEdits((current) => setDate(current, row, field, value));
    // An earlier result (a failure message most of all) no longer describes the row once it is edited again.
    setResults((current) => {
      if (!current.has(row.id)) return current;
      const next = new Map(current);
      next.delete(row.id);
      return next;
    });
  }, []);

  const toggleRow = useCallback((rowId: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(rowId)) next.add(rowId);
      return next;
    });
  }, []);

  const selectAll = (all: boolean) => setSelected(all ? new Set(rows.map((row) => row.id)) : new Set());
  const shiftSelected = (days: number) => setEdits((current) => shiftRows(current, selectedRows, days, timeZone));
  const removeSelected = () => setEdits((current) => removeDates(current, selectedRows));
  const discardAll = () => {
    setEdits(new Map());
    setResults(new Map());
  };

  async function save(only?: ReadonlySet<string>): Promise<SaveOutcome> {
    const plan = planSave(rows, edits, only);
    const failures = new Map<string, RowResult>();
    for (const [id, problem] of plan.invalid) failures.set(id, { state: 'failed', message: problem.message, field: problem.field });
    const savedIds: string[] = [];
    setResults((current) => withResult(current, [...failures, ...plan.requests.map((r): [string, RowResult] => [r.rowId, { state: 'saving' }])]));
    setProgress({ done: 0, total: plan.requests.length });
    await runLimited(plan.requests, SAVE_CONCURRENCY, (request) => sendRequest(courseId, request), (request, outcome) => {
      const result: RowResult = outcome.status === 'fulfilled' ? { state: 'saved' } : { state: 'failed', ...describeFailure(outcome.reason) };
      if (result.state === 'saved') savedIds.push(request.rowId);
      else failures.set(request.rowId, result);
      setResults((current) => withResult(current, [[request.rowId, result]]));
      setProgress((current) => current && { ...current, done: current.done + 1 });
    });
    // The saved rows' edits go only once the lists show the saved dates, so no cell flickers back; a row edited
    // again while its save was on the way keeps that newer edit.
    if (savedIds.length > 0) await refreshAssignments(queryClient);
    setEdits((current) => discardEdits(current, savedIds.filter((id) => current.get(id) === edits.get(id))));
    setSelected(new Set(failures.keys()));
    setProgress(null);
    const firstRow = rows.find((row) => failures.has(row.id));
    const firstFailure = firstRow ? failures.get(firstRow.id) : undefined;
    return {
      saved: savedIds.length,
      failed: failures.size,
      firstProblem: firstRow ? { rowId: firstRow.id, field: firstFailure?.state === 'failed' ? firstFailure.field : undefined } : undefined,
    };
  }

  return {
    edits,
    selected,
    selectedRows,
    results,
    progress,
    failedIds,
    editDate,
    toggleRow,
    selectAll,
    shiftSelected,
    removeSelected,
    discardAll,
    save,
  };
}
