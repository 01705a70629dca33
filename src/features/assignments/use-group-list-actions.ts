import { useCallback, useState } from 'react';
import { useUpdateAssignmentGroup } from '@/api/assignment-groups';
import { useDuplicateAssignment } from '@/api/assignments';
import type { Assignment } from '@/api/schemas/assignment';
import type { AssignmentGroup } from '@/api/schemas/assignment-group';
import { showToast } from '@/components/toast/toast-queue';
import type { CanvasId } from '@/api/schemas/ids';

/**
 * The page's actions that need no dialog (move a group, duplicate an assignment) and which dialog is open.
 * Handlers are stable so memoised rows do not re-render when one dialog opens.
 */
export function useGroupListActions(courseId: CanvasId, groupCount: number) {
  const [announcement, setAnnouncement] = useState('');
  const [renaming, setRenaming] = useState<AssignmentGroup | 'new' | null>(null);
  const [deletingGroup, setDeletingGroup] = useState<AssignmentGroup | null>(null);
  const [deletingAssignment, setDeletingAssignment] = useState<Assignment | null>(null);
  const move = useUpdateAssignmentGroup(courseId);
  const duplicate = useDuplicateAssignment(courseId);
  const { mutate: moveGroup } = move;
  const { mutate: duplicateOne } = duplicate;

  const onMove = useCallback(
    (group: AssignmentGroup, position: number) => {
      setAnnouncement(`Moved ${group.name} to position ${position} of ${groupCount}`);
      moveGroup(
        { id: group.id, fields: { position } },
        {
          onError: (error) => {
            setAnnouncement(`${group.name} was not moved`);
            showToast({ tone: 'error', title: `Could not move ${group.name}`, description: error.message });
          },
        },
      );
    },
    [moveGroup, groupCount],
  );

  const onDuplicate = useCallback(
    (assignment: Assignment) => {
      duplicateOne(assignment.id, {
        onSuccess: (copy) => showToast({ tone: 'success', title: `Duplicated ${assignment.name}`, description: `The copy is ${copy.name}, unpublished.` }),
        onError: (error) => showToast({ tone: 'error', title: `Could not duplicate ${assignment.name}`, description: error.message }),
      });
    },
    [duplicateOne],
  );

  return {
    announcement,
    onMove,
    onDuplicate,
    renaming,
    setRenaming,
    deletingGroup,
    setDeletingGroup,
    deletingAssignment,
    setDeletingAssignment,
  };
}
