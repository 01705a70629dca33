import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { useCreateFolder } from '@/api/folders';
import type { CanvasFolder } from '@/api/schemas/folder';
import { Button } from '@/components/button';
import { TextField } from '@/components/form/text-field';
import { readServerErrors } from '@/components/form/server-errors';
import { showToast } from '@/components/toast/toast-queue';
import type { FilesOwner } from './files-owner';

/** Canvas keeps folder names to 255 characters and treats `/` as the path separator (by_path, full_name). */
const newFolderSchema = z.object({
  name: z.string().check(
    z.trim(),
    z.minLength(1, 'Enter a name for the folder.'),
    z.maxLength(255, 'Folder names can be at most 255 characters.'),
    z.refine((name) => !name.includes('/'), 'A folder name cannot contain “/”.'),
  ),
});
type NewFolderValues = z.infer<typeof newFolderSchema>;

export type NewFolderDialogProps = { owner: FilesOwner; parent: CanvasFolder; onClose: () => void };

/** "New folder": a small dialog whose one field keeps what was typed when the server refuses it (new-folder-button.tsx). */
export function NewFolderDialog(props: NewFolderDialogProps) {
  return (
    <ModalOverlay isOpen onOpenChange={(open) => (open ? undefined : props.onClose())} isDismissable className="modal-overlay">
      <Modal className="modal">
        <Dialog className="dialog">
          <NewFolderForm {...props} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function NewFolderForm({ owner, parent, onClose }: NewFolderDialogProps) {
  const create = useCreateFolder(owner);
  const form = useForm<NewFolderValues>({ resolver: zodResolver(newFolderSchema), defaultValues: { name: '' } });
  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      const folder = await create.mutateAsync({ parentId: parent.id, create: { name } });
      showToast({ tone: 'success', title: `Folder “${folder.name}” created` });
      onClose();
    } catch (error) {
      const { fields, summary } = readServerErrors(error, { name: 'name' } as const);
      form.setError('name', { message: fields[0]?.message ?? summary.join(' ') }, { shouldFocus: true });
    }
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Heading slot="title" className="dialog__title">
        New folder in {parent.name}
      </Heading>
      <div className="dialog__body">
        <TextField label="Folder name" autoFocus autoComplete="off" error={form.formState.errors.name?.message} {...form.register('name')} />
      </div>
      <div className="dialog__actions">
        <Button variant="secondary" onPress={onClose} isDisabled={form.formState.isSubmitting}>
          Cancel
        </Button>
        <Button variant="primary" type="submit" isBusy={form.formState.isSubmitting}>
          Create folder
        </Button>
      </div>
    </form>
  );
}
