import { memo } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Assignment } from '@/api/schemas/assignment';
import { MenuButton, type MenuAction } from '@/components/menu-button';
import type { AssignmentAbilities } from './assignment-abilities';
import { AvailabilityView } from './availability-view';
import { ownDates } from './due-summary';
import { DueSummaryView } from './due-summary-view';
import { PublishToggle } from './publish-toggle';
import type { CanvasId } from '@/api/schemas/ids';

export interface AssignmentRowProps {
  courseId: CanvasId;
  assignment: Assignment;
  timeZone: string | undefined;
  now: Date;
  abilities: AssignmentAbilities;
  onDuplicate: (assignment: Assignment) => void;
  onDelete: (assignment: Assignment) => void;
}

const pointsText = (points: number | null) => (points === null ? null : `${points} ${points === 1 ? 'pt' : 'pts'}`);

function rowActions({ courseId, assignment, abilities, onDuplicate, onDelete }: AssignmentRowProps, navigate: (to: string) => void) {
  const actions: MenuAction[] = [];
  if (abilities.edit) actions.push({ id: 'edit', label: 'Edit', onAction: () => navigate(`/courses/${courseId}/assignments/${assignment.id}/edit`) });
  if (abilities.add) actions.push({ id: 'duplicate', label: 'Duplicate', onAction: () => onDuplicate(assignment) });
  if (abilities.delete) actions.push({ id: 'delete', label: 'Delete…', tone: 'danger', onAction: () => onDelete(assignment) });
  return actions;
}

/**
 * One assignment: its name (a link), then availability, due date(s), points and, for graders, how many
 * submissions wait. Kept light (no hooks but navigation) because long courses render hundreds of them.
 */
export const AssignmentRow = memo(function AssignmentRow(props: AssignmentRowProps) {
  const { courseId, assignment, timeZone, now, abilities } = props;
  const navigate = useNavigate();
  const actions = rowActions(props, (to) => void navigate(to));
  const points = pointsText(assignment.points_possible);
  // Those who manage see every date set; anyone else only their own.
  const dated = abilities.edit ? assignment : ownDates(assignment);
  const toGrade = assignment.needs_grading_count ?? 0;
  return (
    <li className={assignment.published ? 'assignment-row' : 'assignment-row assignment-row--unpublished'}>
      <div className="assignment-row__main">
        <Link className="assignment-row__name" to={`/courses/${courseId}/assignments/${assignment.id}`}>
          {assignment.name}
        </Link>
        <div className="assignment-row__meta">
          <AvailabilityView assignment={dated} timeZone={timeZone} now={now} />
          <DueSummaryView assignment={dated} timeZone={timeZone} />
          {points ? <span>{points}</span> : null}
          {toGrade > 0 ? (
            // Only graders get a count; it opens the grading view on the students still waiting.
            <Link className="assignment-row__to-grade" to={`/courses/${courseId}/assignments/${assignment.id}/grade?status=needs_grading`}>
              {toGrade} to grade
            </Link>
          ) : null}
        </div>
      </div>
      {abilities.edit ? <PublishToggle courseId={courseId} assignment={assignment} /> : null}
      {actions.length > 0 ? <MenuButton label={`Actions for ${assignment.name}`} actions={actions} /> : null}
    </li>
  );
});
