import type { User } from '@/api/schemas/user';
import { formatCount } from '@/lib/format-count';
import type { CanvasId } from '@/api/schemas/ids';

/** Who is in a section or group; the count line says whom it counts. */
export interface MemberListProps {
  people: readonly User[];
  /** "student" for a section's students, "member" for a group's. */
  noun: string;
  countNote?: string;
  empty: string;
}

export function MemberList({ people, noun, countNote, empty }: MemberListProps) {
  if (people.length === 0) return <p className="text-muted">{empty}</p>;
  return (
    <>
      <p className="member-list__count">
        {formatCount(people.length, noun)}
        {countNote ? <span className="text-muted">{` (${countNote})`}</span> : null}
      </p>
      <ul className="name-grid">
        {people.map((person) => (
          <li key={person.id}>{person.name}</li>
        ))}
      </ul>
    </>
  );
}

/** Students of one section whose enrollment there is current (active or invited), by sortable name. */
export function studentsInSection(users: readonly User[], sectionId: CanvasId): User[] {
  return users
    .filter((user) =>
      (user.enrollments ?? []).some(
        (enrollment) => enrollment.course_section_id === sectionId && ['active', 'invited'].includes(enrollment.enrollment_state),
      ),
    )
    .sort((a, b) => a.sortable_name.localeCompare(b.sortable_name));
}
