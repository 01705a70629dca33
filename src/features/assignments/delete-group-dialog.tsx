import { useState } from 'react';
import { useDeleteAssignmentGroup } from '@/api/assignment-groups';
import type { AssignmentGroup } from '@/api/schemas/assignment-group';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { SelectField } from '@/components/form/select-field';
import { showToast } from '@/components/toast/toast-queue';
import { formatCount } from '@/lib/format-count';
import type { CanvasId } from '@/api/schemas/ids';

export interface DeleteGroupDialogProps {
  courseId: CanvasId;
  /**
   * The group to delete with how many assignments it holds (null when a search hides some of them, so the
   * count is unknown); a null target keeps the dialog closed.
   */
  target: { group: AssignmentGroup; assignmentCount: number | null } | null;
  groups: readonly AssignmentGroup[];
  onClose: () => void;
}

const DELETE_THEM = 'delete';

const holds = (count: number | null) => (count === null ? 'The group may hold assignments your search hides.' : `The group holds ${formatCount(count, 'assignment')}.`);

/**
 * Canvas's delete-group question: move the group's assignments to another group, or delete them with it.
 * Moving is the default whenever there is somewhere to move them, so nothing is lost by pressing Enter.
 */
export function DeleteGroupDialog({ courseId, target, groups, onClose }: DeleteGroupDialogProps) {
  const others = groups.filter((group) => group.id !== target?.group.id);
  const [destination, setDestination] = useState<string | null>(null);
  const remove = useDeleteAssignmentGroup(courseId);
  const chosen = destination ?? (others[0] ? others[0].id : DELETE_THEM);
  const count = target?.assignmentCount ?? null;
  const hasAssignments = count !== 0;
  const close = () => {
    remove.reset();
    setDestination(null);
    onClose();
  };
  const confirm = () => {
    if (!target) return;
    const moveTo = hasAssignments && chosen !== DELETE_THEM ? Number(chosen) : undefined;
    remove.mutate(
      { id: target.group.id, moveAssignmentsTo: moveTo },
      {
        onSuccess: () => {
          showToast({ tone: 'success', title: `Deleted the group ${target.group.name}` });
          close();
        },
      },
    );
  };
  const options = [
    ...others.map((group) => ({ value: group.id, label: `Move them to ${group.name}` })),
    { value: DELETE_THEM, label: `Delete ${count === 1 ? 'it' : 'them'} with the group` },
  ];
  const deletesAssignments = hasAssignments && chosen === DELETE_THEM;
  return (
    <ConfirmDialog
      isOpen={target !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={`Delete the group ${target?.group.name ?? ''}?`}
      description={
        <p>
          {count === 0 ? 'The group has no assignments.' : `${holds(count)} Choose what happens to ${count === 1 ? 'it' : 'them'}.`}
        </p>
      }
      confirmLabel={deletesAssignments ? 'Delete group and assignments' : 'Delete group'}
      tone="danger"
      onConfirm={confirm}
      isPending={remove.isPending}
      error={remove.error?.message}
    >
      {hasAssignments ? (
        <SelectField label="Its assignments" options={options} value={chosen} onChange={(event) => setDestination(event.target.value)} />
      ) : null}
    </ConfirmDialog>
  );
}
