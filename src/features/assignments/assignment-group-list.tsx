import { useState } from 'react';
import type { Assignment } from '@/api/schemas/assignment';
import type { AssignmentGroup } from '@/api/schemas/assignment-group';
import type { AssignmentAbilities } from './assignment-abilities';
import { AssignmentGroupSection, groupToggleId } from './assignment-group-section';
import { DeleteAssignmentDialog } from './delete-assignment-dialog';
import { DeleteGroupDialog } from './delete-group-dialog';
import type { GroupedAssignments } from './group-assignments';
import { useCollapsedGroups } from './use-collapsed-groups';
import { useGroupListActions } from './use-group-list-actions';
import type { CanvasId } from '@/api/schemas/ids';
import { lazyOverlay } from '@/components/dialog/lazy-overlay';

// The name form and React Aria's modal load when a group is created or renamed, not with the list.
const GroupNameDialog = lazyOverlay(() => import('./group-name-dialog').then((module) => module.GroupNameDialog));

export interface AssignmentGroupListProps {
  courseId: CanvasId;
  grouped: readonly GroupedAssignments[];
  abilities: AssignmentAbilities;
  timeZone: string | undefined;
  isFiltered: boolean;
  /** Opens the "New assignment group" dialog from outside (the page header); reset through onCreateClosed. */
  isCreatingGroup: boolean;
  onCreateClosed: () => void;
}

// Once the dialog has let go of focus (it restores it to the removed row's button), the group's heading takes it.
const focusGroupOf = (assignment: Assignment) =>
  requestAnimationFrame(() => document.getElementById(groupToggleId(assignment.assignment_group_id))?.focus());

/** Every group with its assignments, and the dialogs their menus open. */
export function AssignmentGroupList({ courseId, grouped, abilities, timeZone, isFiltered, isCreatingGroup, onCreateClosed }: AssignmentGroupListProps) {
  const [now] = useState(() => new Date());
  const collapsed = useCollapsedGroups(courseId);
  const actions = useGroupListActions(courseId, grouped.length);
  const groups: AssignmentGroup[] = grouped.map((entry) => entry.group);
  const deleting = grouped.find((entry) => entry.group.id === actions.deletingGroup?.id);
  const closeNameDialog = () => {
    actions.setRenaming(null);
    onCreateClosed();
  };

  return (
    <>
      <p role="status" className="visually-hidden">
        {actions.announcement}
      </p>
      <div className="assignment-groups">
        {grouped.map(({ group, assignments }, index) => (
          <AssignmentGroupSection
            key={group.id}
            courseId={courseId}
            group={group}
            assignments={assignments}
            index={index}
            count={grouped.length}
            isCollapsed={collapsed.isCollapsed(group.id)}
            abilities={abilities}
            timeZone={timeZone}
            now={now}
            isFiltered={isFiltered}
            onToggle={collapsed.toggle}
            onRename={actions.setRenaming}
            onDelete={actions.setDeletingGroup}
            onMove={actions.onMove}
            onDuplicate={actions.onDuplicate}
            onDeleteAssignment={actions.setDeletingAssignment}
          />
        ))}
      </div>
      {isCreatingGroup || actions.renaming ? (
        <GroupNameDialog courseId={courseId} target={isCreatingGroup ? 'new' : actions.renaming} onClose={closeNameDialog} />
      ) : null}
      <DeleteGroupDialog
        courseId={courseId}
        groups={groups}
        target={deleting ? { group: deleting.group, assignmentCount: isFiltered ? null : deleting.assignments.length } : null}
        onClose={() => actions.setDeletingGroup(null)}
      />
      <DeleteAssignmentDialog
        courseId={courseId}
        assignment={actions.deletingAssignment}
        onClose={() => actions.setDeletingAssignment(null)}
        onDeleted={focusGroupOf}
      />
    </>
  );
}
