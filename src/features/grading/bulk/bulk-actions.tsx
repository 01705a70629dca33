import { useState } from 'react';
import type { CanvasId } from '@/api/schemas/ids';
import type { Submission } from '@/api/schemas/submission';
import { Button, buttonClassName } from '@/components/button';
import { lazyOverlay } from '@/components/dialog/lazy-overlay';
import { MenuButton, type MenuAction } from '@/components/menu-button';
import '@/styles/grading-bulk.css';
import type { BulkAction } from './bulk-plan';
import type { RailSelection } from './use-rail-selection';

// Loaded when a bulk action is chosen: its forms, preview and progress are not part of a first visit to grading.
const BulkDialog = lazyOverlay(() => import('./bulk-dialog').then((module) => module.BulkDialog));

export interface BulkActionsProps {
  courseId: CanvasId;
  assignmentId: CanvasId;
  rows: readonly Submission[];
  selection: RailSelection;
  labelOf: (row: Submission) => string;
}

/**
 * The grading header's bulk actions: a default grade and zeros for missing work over the whole class, and a grade
 * or an excuse for the students checked in the rail. Each opens the dialog that previews, confirms and reports.
 */
export function BulkActions({ courseId, assignmentId, rows, selection, labelOf }: BulkActionsProps) {
  const [kind, setKind] = useState<BulkAction['kind'] | null>(null);
  const selectedRows = rows.filter((row) => selection.selected.has(row.user_id));
  const count = selectedRows.length;
  const choose = (chosen: BulkAction['kind']) => () => setKind(chosen);
  const menuActions: MenuAction[] = [
    { id: 'default', label: 'Set default grade…', onAction: choose('default') },
    { id: 'missing', label: 'Give missing submissions 0…', onAction: choose('missing') },
    { id: 'selection', label: `Grade selected (${count})…`, onAction: choose('selection'), isDisabled: count === 0 },
    { id: 'excuse', label: `Excuse selected (${count})…`, onAction: choose('excuse'), isDisabled: count === 0 },
  ];
  return (
    <div className="bulk-actions">
      <MenuButton label="Bulk grading" className={buttonClassName('secondary', 'sm', 'btn--native')} actions={menuActions}>
        Bulk grading
      </MenuButton>
      {kind ? (
        <BulkDialog
          courseId={courseId}
          assignmentId={assignmentId}
          kind={kind}
          selectedRows={selectedRows}
          labelOf={labelOf}
          onClose={() => {
            setKind(null);
            if (kind === 'selection' || kind === 'excuse') selection.clear();
          }}
        />
      ) : null}
    </div>
  );
}

/** Above the rail's rows: how many are checked (announced as it changes) and a way to uncheck them all. */
export function SelectionBar({ selection }: { selection: RailSelection }) {
  const count = selection.selected.size;
  return (
    <div className="bulk-actions__count">
      <span role="status">{count > 0 ? `${count} selected` : ''}</span>
      {count > 0 ? (
        <Button size="sm" variant="ghost" onPress={selection.clear}>
          Clear selection
        </Button>
      ) : null}
    </div>
  );
}
