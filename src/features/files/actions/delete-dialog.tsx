import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import type { BrowserItem } from '../files-owner';
import { deleteTitle, describeItem, joinNames } from './describe-items';

export type DeleteDialogProps = {
  items: readonly BrowserItem[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: () => void;
};

/** Asks before deleting, naming what will go, folders with what they hold. */
export function DeleteDialog({ items, isOpen, onOpenChange, onConfirm }: DeleteDialogProps) {
  const hasContent = items.some((item) => item.kind === 'folder' && ((item.folder.files_count ?? 0) > 0 || (item.folder.folders_count ?? 0) > 0));
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={deleteTitle(items)}
      description={
        <>
          {items.length > 1 ? <p>{sentence(`${joinNames(items.map(describeItem))} will be deleted.`)}</p> : null}
          {items.length === 1 && items[0]?.kind === 'folder' ? <p>{`This deletes ${describeItem(items[0])}.`}</p> : null}
          {hasContent ? <p>Everything inside the folders is deleted with them.</p> : null}
          <p>Students lose access at once. Deleted files cannot be restored here.</p>
        </>
      }
      confirmLabel="Delete"
      tone="danger"
      onConfirm={onConfirm}
    />
  );
}

/** "the folder Week 9 …" can open the sentence; a file's name never changes case ("notes.txt, …"). */
const sentence = (text: string) => (text.startsWith('the folder ') ? `T${text.slice(1)}` : text);
