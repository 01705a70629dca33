import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { CanvasFolder } from '@/api/schemas/folder';
import { lazyOverlay } from '@/components/dialog/lazy-overlay';
import { showToast } from '@/components/toast/toast-queue';
import { formatCount } from '@/lib/format-count';
import { itemKey, type BrowserItem, type FilesOwner } from '../files-owner';
import type { BulkVerb, BulkWork } from './bulk-job';
import { failureMessage } from './bulk-job';
import { startBulkJob } from './bulk-job-view';
import { DeleteDialog } from './delete-dialog';
import { itemLabel, itemOperations } from './item-operations';
import { downloadItems } from './zip-download';

// Their forms, the folder tree and React Aria's modal load when one is asked for, not with the file list.
const FolderPickerDialog = lazyOverlay(() => import('./folder-picker-dialog').then((module) => module.FolderPickerDialog));
const UsageRightsDialog = lazyOverlay(() => import('../usage-rights/usage-rights-dialog').then((module) => module.UsageRightsDialog));

type OpenDialog = { kind: 'delete' | 'move' | 'copy' | 'usage-rights'; items: readonly BrowserItem[] } | null;

const VERBS = {
  delete: { imperative: 'Delete', progressive: 'Deleting', past: 'deleted' },
  move: { imperative: 'Move', progressive: 'Moving', past: 'moved' },
  copy: { imperative: 'Copy', progressive: 'Copying', past: 'copied' },
  publish: { imperative: 'Publish', progressive: 'Publishing', past: 'published' },
  unpublish: { imperative: 'Unpublish', progressive: 'Unpublishing', past: 'unpublished' },
  hide: { imperative: 'Hide', progressive: 'Hiding', past: 'hidden' },
  unhide: { imperative: 'Unhide', progressive: 'Unhiding', past: 'unhidden' },
} satisfies Record<string, BulkVerb>;

const isLocked = (item: BrowserItem) => (item.kind === 'file' ? item.file.locked : item.folder.locked) === true;
const isHidden = (item: BrowserItem) => (item.kind === 'file' ? item.file.hidden : item.folder.hidden) === true;

/** "Move 3 items to…", "Move report.pdf to…" */
const pickerTitle = (verb: string, items: readonly BrowserItem[]) =>
  `${verb} ${items.length === 1 && items[0] ? itemLabel(items[0]) : formatCount(items.length, 'item')} to…`;

/** Runs bulk work through the shared runner; `onDone` runs when the first run has settled every item. */
export function useBulkRunner(owner: FilesOwner, onDone?: () => void) {
  const queryClient = useQueryClient();
  const operations = itemOperations(queryClient, owner);
  const run = (verb: BulkVerb, items: readonly BrowserItem[], work: BulkWork<BrowserItem>, destination?: CanvasFolder) => {
    let firstRun = true;
    startBulkJob({
      verb,
      destination: destination?.name,
      items: items.map((item) => ({ key: itemKey(item), label: itemLabel(item), item })),
      work,
      onRunFinished: () => {
        if (firstRun) onDone?.();
        firstRun = false;
      },
    });
  };
  const move = (items: readonly BrowserItem[], destination: CanvasFolder) => run(VERBS.move, items, operations.move(destination), destination);
  return { operations, run, move };
}

/**
 * The actions on files and folders, shared by the selection toolbar and each row's menu: each opens its dialog
 * or runs its bulk job; `dialogs` renders whichever dialog is open.
 */
export function useFileActions(owner: FilesOwner, folder: CanvasFolder, onDone?: () => void) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const { operations, run, move } = useBulkRunner(owner, onDone);
  const copy = (items: readonly BrowserItem[], destination: CanvasFolder) => run(VERBS.copy, items, operations.copy(destination), destination);
  const togglePublished = (items: readonly BrowserItem[]) => {
    const publish = items.some(isLocked);
    run(publish ? VERBS.publish : VERBS.unpublish, items, operations.setState({ locked: !publish }));
  };
  const toggleHidden = (items: readonly BrowserItem[]) => {
    const unhide = items.some(isHidden);
    run(unhide ? VERBS.unhide : VERBS.hide, items, operations.setState({ hidden: !unhide }));
  };
  const download = (items: readonly BrowserItem[]) => {
    const name = items.length === 1 && items[0] ? itemLabel(items[0]) : folder.name;
    downloadItems(items, name).catch((error: unknown) =>
      showToast({ title: 'The download could not be prepared', description: failureMessage(error), tone: 'error' }),
    );
  };

  const open = (kind: NonNullable<OpenDialog>['kind']) => (items: readonly BrowserItem[]) => setDialog({ kind, items });
  const close = (isOpen: boolean) => (isOpen ? undefined : setDialog(null));
  const items = dialog?.items ?? [];
  const excluded = new Set(items.flatMap((item) => (item.kind === 'folder' ? [item.folder.id] : [])));

  // Nothing is mounted until a dialog opens: every row of a long list has these actions.
  const dialogs: ReactNode = dialog ? (
    <>
      <DeleteDialog
        items={items}
        isOpen={dialog.kind === 'delete'}
        onOpenChange={close}
        onConfirm={() => {
          setDialog(null);
          run(VERBS.delete, items, operations.remove);
        }}
      />
      {dialog.kind === 'move' || dialog.kind === 'copy' ? (
        <FolderPickerDialog
          owner={owner}
          isOpen
          onOpenChange={close}
          title={pickerTitle(dialog.kind === 'move' ? 'Move' : 'Copy', items)}
          confirmLabel={dialog.kind === 'move' ? 'Move here' : 'Copy here'}
          currentFolder={folder}
          excludedFolderIds={excluded}
          onChoose={(destination) => (dialog.kind === 'move' ? move(items, destination) : copy(items, destination))}
        />
      ) : null}
      {dialog.kind === 'usage-rights' ? <UsageRightsDialog owner={owner} items={items} isOpen onOpenChange={close} onDone={onDone} /> : null}
    </>
  ) : null;

  return {
    dialogs,
    askDelete: open('delete'),
    askMove: open('move'),
    askCopy: open('copy'),
    askUsageRights: open('usage-rights'),
    togglePublished,
    toggleHidden,
    download,
    /** The labels the toggles show for these items. */
    publishLabel: (selection: readonly BrowserItem[]) => (selection.some(isLocked) ? 'Publish' : 'Unpublish'),
    hideLabel: (selection: readonly BrowserItem[]) => (selection.some(isHidden) ? 'Unhide' : 'Hide'),
  };
}
