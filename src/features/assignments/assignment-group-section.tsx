import { useId } from 'react';
import type { Assignment } from '@/api/schemas/assignment';
import type { AssignmentGroup } from '@/api/schemas/assignment-group';
import { MenuButton, type MenuAction } from '@/components/menu-button';
import { formatCount } from '@/lib/format-count';
import type { AssignmentAbilities } from './assignment-abilities';
import { AssignmentRow } from './assignment-row';
import type { CanvasId } from '@/api/schemas/ids';

/** What a group asks of the page: the dialogs and the move live once, above every group. */
interface GroupHandlers {
  onToggle: (groupId: CanvasId) => void;
  onRename: (group: AssignmentGroup) => void;
  onDelete: (group: AssignmentGroup) => void;
  onMove: (group: AssignmentGroup, position: number) => void;
  onDuplicate: (assignment: Assignment) => void;
  onDeleteAssignment: (assignment: Assignment) => void;
}

export interface AssignmentGroupSectionProps extends GroupHandlers {
  courseId: CanvasId;
  group: AssignmentGroup;
  assignments: readonly Assignment[];
  /** 0-based place among the groups shown, and how many there are, for "Move up" / "Move down". */
  index: number;
  count: number;
  isCollapsed: boolean;
  abilities: AssignmentAbilities;
  timeZone: string | undefined;
  now: Date;
  /** With a search or filter on, a group without matches says so instead of offering to add one. */
  isFiltered: boolean;
}

/** The id of a group's heading button, where focus lands when one of its assignments is deleted. */
export const groupToggleId = (groupId: CanvasId) => `assignment-group-${groupId}`;

function groupActions(props: AssignmentGroupSectionProps): MenuAction[] {
  const { group, index, count, abilities, onRename, onMove, onDelete } = props;
  if (!abilities.edit) return [];
  const actions: MenuAction[] = [
    { id: 'rename', label: 'Rename…', onAction: () => onRename(group) },
    // Positions are 1-based: the group at index i sits at position i + 1.
    { id: 'up', label: 'Move up', isDisabled: index === 0, onAction: () => onMove(group, index) },
    { id: 'down', label: 'Move down', isDisabled: index === count - 1, onAction: () => onMove(group, index + 2) },
  ];
  if (abilities.delete) actions.push({ id: 'delete', label: 'Delete group…', tone: 'danger', onAction: () => onDelete(group) });
  return actions;
}

/** One assignment group: a heading that collapses it, its menu, and its assignments. */
export function AssignmentGroupSection(props: AssignmentGroupSectionProps) {
  const { courseId, group, assignments, isCollapsed, abilities, timeZone, now, isFiltered, onToggle } = props;
  const bodyId = useId();
  const actions = groupActions(props);
  return (
    <section className="assignment-group" aria-label={group.name}>
      <div className="assignment-group__header">
        <h2 className="assignment-group__title">
          <button
            id={groupToggleId(group.id)}
            type="button"
            className="assignment-group__toggle"
            aria-expanded={!isCollapsed}
            aria-controls={bodyId}
            onClick={() => onToggle(group.id)}
          >
            <span className="assignment-group__chevron" aria-hidden="true" />
            {group.name}
          </button>
        </h2>
        <span className="assignment-group__count">{formatCount(assignments.length, 'assignment')}</span>
        {actions.length > 0 ? <MenuButton label={`Actions for group ${group.name}`} actions={actions} /> : null}
      </div>
      <div id={bodyId} hidden={isCollapsed}>
        {assignments.length === 0 ? (
          <p className="assignment-group__empty">{isFiltered ? 'Nothing in this group matches.' : 'No assignments in this group yet.'}</p>
        ) : (
          <ul className="assignment-group__list">
            {assignments.map((assignment) => (
              <AssignmentRow
                key={assignment.id}
                courseId={courseId}
                assignment={assignment}
                timeZone={timeZone}
                now={now}
                abilities={abilities}
                onDuplicate={props.onDuplicate}
                onDelete={props.onDeleteAssignment}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
