import { useQuery } from '@tanstack/react-query';
import { courseUserQueries } from '@/api/course-users';
import { Button } from '@/components/button';
import { assigneeId, type Assignee } from './assign-to-model';
import type { CanvasId } from '@/api/schemas/ids';

/** A loaded adhoc override names only student ids; the chip asks the course roster for the name. */
function useAssigneeName(courseId: CanvasId, assignee: Assignee, everyoneLabel: string): string {
  const needsLookup = assignee.kind === 'student' && assignee.name === '';
  const student = useQuery({
    ...courseUserQueries.detail(courseId, assignee.kind === 'student' ? assignee.id : ''),
    enabled: needsLookup,
    staleTime: 5 * 60_000,
  });
  if (assignee.kind === 'everyone') return everyoneLabel;
  if (!needsLookup) return assignee.name;
  return student.data?.name ?? `Student ${assignee.id}`;
}

const KIND_LABELS = { everyone: 'All students', student: 'Student', section: 'Section', group: 'Group' } as const;

function AssigneeChip({ courseId, assignee, everyoneLabel, onRemove }: { courseId: CanvasId; assignee: Assignee; everyoneLabel: string; onRemove: (name: string) => void }) {
  const name = useAssigneeName(courseId, assignee, everyoneLabel);
  return (
    <li className={`assignee-chip assignee-chip--${assignee.kind}`}>
      <span className="assignee-chip__name">{name}</span>
      <span className="visually-hidden">, {KIND_LABELS[assignee.kind]}</span>
      <Button size="sm" variant="ghost" className="assignee-chip__remove" aria-label={`Remove ${name}`} onPress={() => onRemove(name)}>
        <span aria-hidden="true">×</span>
      </Button>
    </li>
  );
}

export function AssigneeChips(props: { courseId: CanvasId; assignees: readonly Assignee[]; everyoneLabel: string; onRemove: (assignee: Assignee, name: string) => void }) {
  const { courseId, assignees, everyoneLabel, onRemove } = props;
  if (assignees.length === 0) return null;
  return (
    <ul className="assignee-chips" aria-label="Assigned on this card">
      {assignees.map((assignee) => (
        <AssigneeChip key={assigneeId(assignee)} courseId={courseId} assignee={assignee} everyoneLabel={everyoneLabel} onRemove={(name) => onRemove(assignee, name)} />
      ))}
    </ul>
  );
}
