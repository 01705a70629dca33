import { useState, type SyntheticEvent } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useCreateAssignmentGroup, useUpdateAssignmentGroup } from '@/api/assignment-groups';
import type { AssignmentGroup } from '@/api/schemas/assignment-group';
import { Button } from '@/components/button';
import { TextField } from '@/components/form/text-field';
import type { CanvasId } from '@/api/schemas/ids';

export interface GroupNameDialogProps {
  courseId: CanvasId;
  /** `'new'` to create a group, a group to rename it, null for closed. */
  target: AssignmentGroup | 'new' | null;
  onClose: () => void;
}

function GroupNameForm({ courseId, target, onClose }: GroupNameDialogProps & { target: AssignmentGroup | 'new' }) {
  const isNew = target === 'new';
  const [name, setName] = useState(isNew ? '' : target.name);
  const [error, setError] = useState<string | undefined>();
  const create = useCreateAssignmentGroup(courseId);
  const update = useUpdateAssignmentGroup(courseId);
  const pending = create.isPending || update.isPending;
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setError('Enter a name for the group');
      return;
    }
    const options = { onSuccess: onClose, onError: (failure: Error) => setError(failure.message) };
    if (isNew) create.mutate({ name: trimmed }, options);
    else update.mutate({ id: target.id, fields: { name: trimmed } }, options);
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label="Group name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={error}
        maxLength={255}
        autoFocus
        required
      />
      <div className="dialog__actions">
        <Button variant="secondary" onPress={onClose} isDisabled={pending}>
          Cancel
        </Button>
        <Button variant="primary" type="submit" isBusy={pending}>
          {isNew ? 'Create group' : 'Save name'}
        </Button>
      </div>
    </form>
  );
}

/** Creates or renames an assignment group. */
export function GroupNameDialog({ courseId, target, onClose }: GroupNameDialogProps) {
  return (
    <ModalOverlay isOpen={target !== null} onOpenChange={(open) => (open ? undefined : onClose())} isDismissable className="modal-overlay">
      <Modal className="modal">
        <Dialog className="dialog">
          <Heading slot="title" className="dialog__title">
            {target === 'new' ? 'New assignment group' : `Rename ${target?.name ?? 'group'}`}
          </Heading>
          {target ? <GroupNameForm courseId={courseId} target={target} onClose={onClose} /> : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
