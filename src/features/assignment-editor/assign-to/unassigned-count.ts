import type { AssignToCard } from './assign-to-model';
import type { CanvasId } from '@/api/schemas/ids';

export interface Headcounts {
  /** The course's students (total_students). */
  courseStudents: number;
  /** Students per section id (sections' total_students). */
  sectionStudents: ReadonlyMap<CanvasId, number>;
  /** Members per group id (members_count). */
  groupMembers: ReadonlyMap<CanvasId, number>;
}

/**
 * How many of the course's students no card reaches once no card holds "everyone". Each student, section and
 * group is counted once across cards; a student reached twice (on a student card and in a section on another)
 * is counted twice, so this never overstates who is left out. An unknown section or group counts as empty.
 */
export function unassignedStudentCount(cards: readonly AssignToCard[], counts: Headcounts): number {
  const reached = new Set<string>();
  let total = 0;
  for (const assignee of cards.flatMap((card) => card.assignees)) {
    if (assignee.kind === 'everyone') return 0;
    const id = `${assignee.kind}-${assignee.id}`;
    if (reached.has(id)) continue;
    reached.add(id);
    if (assignee.kind === 'student') total += 1;
    if (assignee.kind === 'section') total += counts.sectionStudents.get(assignee.id) ?? 0;
    if (assignee.kind === 'group') total += counts.groupMembers.get(assignee.id) ?? 0;
  }
  return Math.max(0, counts.courseStudents - total);
}
