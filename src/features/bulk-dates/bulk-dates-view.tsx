import { useRef, useState } from 'react';
import type { VirtualTableHandle } from '@/components/data-table/virtual-table';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ErrorView } from '@/components/error-view';
import { UnsavedChangesGuard } from '@/components/form/unsaved-changes-guard';
import { LoadingRows } from '@/components/loading-rows';
import { timeZoneLongName } from '@/lib/zoned-time';
import { BulkDatesContext, cellId, focusWhenRendered, type BulkDatesState } from './bulk-dates-context';
import { BulkDatesStatus, STATUS_ID } from './bulk-dates-status';
import { BulkDatesTable, ZONE_NOTE_ID } from './bulk-dates-table';
import { BulkDatesToolbar } from './bulk-dates-toolbar';
import { changedFields, currentDates } from './date-edits';
import type { DateRow } from './date-rows';
import { useBulkDateEditor, type SaveOutcome } from './use-bulk-date-editor';
import { useDateRows } from './use-date-rows';
import type { CanvasId } from '@/api/schemas/ids';

export function BulkDatesView({ courseId, timeZone }: { courseId: CanvasId; timeZone: string }) {
  const { rows, isPending, error, refetch } = useDateRows(courseId);
  const editor = useBulkDateEditor(courseId, rows, timeZone);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const tableRef = useRef<VirtualTableHandle>(null);

  const changes = rows.map((row) => changedFields(row, editor.edits).length).filter((count) => count > 0);
  const changedDateCount = changes.reduce((sum, count) => sum + count, 0);

  async function save(only?: ReadonlySet<string>) {
    const result = await editor.save(only);
    setOutcome(result);
    const problem = result.firstProblem;
    if (!problem) {
      focusWhenRendered(STATUS_ID);
      return;
    }
    tableRef.current?.scrollToRow(rows.findIndex((row) => row.id === problem.rowId));
    focusWhenRendered(cellId(problem.rowId, problem.field ?? 'due_at'));
  }

  const byAssignment = new Map(rows.filter((row) => row.kind === 'assignment').map((row) => [row.assignmentId, row]));
  const state: BulkDatesState = {
    timeZone,
    edits: editor.edits,
    selected: editor.selected,
    results: editor.results,
    baseDate: (assignmentId, field) => {
      const base: DateRow | undefined = byAssignment.get(assignmentId);
      return base ? (currentDates(base, editor.edits)[field] ?? null) : null;
    },
    editDate: editor.editDate,
    toggleRow: editor.toggleRow,
    selectAll: editor.selectAll,
    rowCount: rows.length,
  };

  const placeholder = error ? (
    <ErrorView variant="panel" error={error} onRetry={() => void refetch()} />
  ) : isPending ? (
    <LoadingRows label="Loading assignments and overrides…" rows={6} />
  ) : rows.length === 0 ? (
    <EmptyState title="No assignments yet" description="Assignments and their overrides appear here once the course has some." />
  ) : undefined;

  return (
    <BulkDatesContext.Provider value={state}>
      <UnsavedChangesGuard when={changes.length > 0} />
      <p id={ZONE_NOTE_ID} className="bulk-zone">
        Dates and times are in the course’s time zone: {timeZoneLongName(timeZone)} ({timeZone}).
      </p>
      <BulkDatesToolbar
        selectedCount={editor.selected.size}
        changedRowCount={changes.length}
        failedCount={editor.failedIds.length}
        progress={editor.progress}
        onShift={editor.shiftSelected}
        onRemove={editor.removeSelected}
        onDiscard={() => setConfirmingDiscard(true)}
        onSave={() => void save()}
        onRetryFailed={() => void save(new Set(editor.failedIds))}
      />
      <BulkDatesStatus changedRowCount={changes.length} changedDateCount={changedDateCount} progress={editor.progress} outcome={outcome} />
      <BulkDatesTable rows={rows} placeholder={placeholder} handleRef={tableRef} />
      <ConfirmDialog
        isOpen={confirmingDiscard}
        onOpenChange={setConfirmingDiscard}
        title="Discard every unsaved change?"
        description={`The ${changes.length === 1 ? 'changed row goes' : `${changes.length} changed rows go`} back to the dates last saved.`}
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        tone="danger"
        onConfirm={() => {
          editor.discardAll();
          setOutcome(null);
        }}
      />
    </BulkDatesContext.Provider>
  );
}
