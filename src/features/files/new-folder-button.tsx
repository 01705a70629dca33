import { useState } from 'react';
import type { CanvasFolder } from '@/api/schemas/folder';
import { Button } from '@/components/button';
import { lazyOverlay, preloadOn } from '@/components/dialog/lazy-overlay';
import type { FilesOwner } from './files-owner';

// The dialog, its form and React Aria's modal load when the button is hovered, focused or pressed.
const NewFolderDialog = lazyOverlay(() => import('./new-folder-dialog').then((module) => module.NewFolderDialog));

/** "New folder", which opens a dialog asking the folder's name. */
export function NewFolderButton({ owner, parent }: { owner: FilesOwner; parent: CanvasFolder }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" aria-expanded={isOpen} onPress={() => setOpen(true)} {...preloadOn(NewFolderDialog)}>
        New folder
      </Button>
      {isOpen ? <NewFolderDialog owner={owner} parent={parent} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
