import { lazy, Suspense, useState } from 'react';
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import type { CanvasId } from '@/api/schemas/ids';
import type { Submission } from '@/api/schemas/submission';
import { Button } from '@/components/button';
import '@/styles/grading-bulk.css';
import type { BulkAction } from './bulk-plan';
import type { RailSelection } from './use-rail-selection';

// Loaded when a bulk action is chosen: its forms, preview and progress are not part of a first visit to grading.
const BulkDialog = lazy(() => import('./bulk-dialog').then((module) => ({ default: module.BulkDialog })));

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
  return (
    <div className="bulk-actions">
      <MenuTrigger>
        <Button size="sm" variant="secondary">
          Bulk grading
        </Button>
        <Popover className="menu-popover" placement="bottom end">
          <Menu className="menu" aria-label="Bulk grading" disabledKeys={count === 0 ? ['selection', 'excuse'] : []} onAction={(key) => setKind(key as BulkAction['kind'])}>
            <MenuItem id="default" className="menu__item">
              Set default grade…
            </MenuItem>
            <MenuItem id="missing" className="menu__item">
              Give missing submissions 0…
            </MenuItem>
            <MenuItem id="selection" className="menu__item">
              {`Grade selected (${count})…`}
            </MenuItem>
            <MenuItem id="excuse" className="menu__item">
              {`Excuse selected (${count})…`}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
      {kind ? (
        <Suspense fallback={null}>
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
        </Suspense>
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
