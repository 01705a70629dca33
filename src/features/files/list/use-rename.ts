import { useState } from 'react';
import { useUpdateFile } from '@/api/files';
import { useUpdateFolder } from '@/api/folders';
import { describeError } from '@/api/http/describe-error';
import { itemKey, type BrowserItem, type FilesOwner } from '../files-owner';
import type { RenameState } from './name-cell';
import { itemName } from './name-cell';

/**
 * Inline rename: the new name shows at once (the mutations are optimistic); if the server refuses it (a name
 * clash is a 409) the old name comes back and the field reopens with what was typed and the server's message.
 */
export function useRename(owner: FilesOwner) {
  const [rename, setRename] = useState<RenameState | null>(null);
  const updateFile = useUpdateFile(owner);
  const updateFolder = useUpdateFolder(owner);

  const start = (item: BrowserItem) => setRename({ key: itemKey(item), value: itemName(item), error: null });
  const cancel = () => setRename(null);
  const submit = (item: BrowserItem, value: string) => {
    setRename(null);
    if (value === itemName(item)) return;
    const reopen = (error: unknown) => setRename({ key: itemKey(item), value, error: describeError(error).message });
    if (item.kind === 'file') updateFile.mutate({ file: item.file, update: { name: value } }, { onError: reopen });
    else updateFolder.mutate({ folder: item.folder, update: { name: value } }, { onError: reopen });
  };
  return { rename, start, cancel, submit };
}
