import type { AssignmentOverride } from '@/api/schemas/assignment-override';
import type { EffectiveDueDates } from '@/api/schemas/effective-due-dates';
import { sameInstant } from '@/lib/dates';
import type { CanvasId } from '@/api/schemas/ids';

/**
 * "Who is due when": an assignment's students grouped by their effective due date (§2.19), each with where the
 * date comes from. Canvas's effective_due_dates answers only the date, so the source is worked out here from
 * the assignment's overrides and who they reach: an override that targets the student and sets that very date.
 */

export type DateSource =
  | { kind: 'everyone' }
  | { kind: 'section'; id: CanvasId; title: string }
  | { kind: 'group'; id: CanvasId; title: string }
  | { kind: 'students'; id: CanvasId; title: string };

export interface Student {
  id: CanvasId;
  name: string;
  sectionIds: readonly CanvasId[];
}

interface DueStudent {
  id: CanvasId;
  name: string;
  source: DateSource;
}

export interface DueGroup {
  /** The effective due date, or null for "no due date". */
  dueAt: string | null;
  students: DueStudent[];
  /** Every distinct source of the group's date, "Everyone" first, then sections, groups and individual overrides. */
  sources: DateSource[];
}

export interface WhoIsDueWhenInput {
  /** The assignment's slice of effective due dates: student id → date. */
  dates: EffectiveDueDates[string] | undefined;
  overrides: readonly AssignmentOverride[];
  /** The roster by id; a student missing from it (e.g. a concluded one) is named by id. */
  students: ReadonlyMap<CanvasId, Student>;
  /** Members of each group an override targets. */
  groupMembers: ReadonlyMap<CanvasId, readonly CanvasId[]>;
}

// When several overrides set the same date, the most specific one names it.
const SPECIFICITY: Record<DateSource['kind'], number> = { students: 0, group: 1, section: 2, everyone: 3 };

function sourceOf(override: AssignmentOverride): DateSource {
  if (override.student_ids) return { kind: 'students', id: override.id, title: override.title };
  if (override.group_id !== undefined) return { kind: 'group', id: override.group_id, title: override.title };
  if (override.course_section_id !== undefined) return { kind: 'section', id: override.course_section_id, title: override.title };
  return { kind: 'everyone' };
}

function targets(override: AssignmentOverride, student: Student | undefined, studentId: CanvasId, groupMembers: WhoIsDueWhenInput['groupMembers']): boolean {
  if (override.student_ids) return override.student_ids.includes(studentId);
  if (override.group_id !== undefined) return groupMembers.get(override.group_id)?.includes(studentId) ?? false;
  if (override.course_section_id !== undefined) return student?.sectionIds.includes(override.course_section_id) ?? false;
  return false;
}

/** The override that gave the student their date, or "Everyone" (the base dates) when none did. */
function dateSource(studentId: CanvasId, dueAt: string | null, input: WhoIsDueWhenInput): DateSource {
  const student = input.students.get(studentId);
  const setting = input.overrides
    // A date key left out means the override does not set that date (§7.8).
    .filter((override) => override.due_at !== undefined && sameInstant(override.due_at, dueAt))
    .filter((override) => targets(override, student, studentId, input.groupMembers))
    .map(sourceOf)
    .sort((a, b) => SPECIFICITY[a.kind] - SPECIFICITY[b.kind]);
  return setting[0] ?? { kind: 'everyone' };
}

const sourceKey = (source: DateSource) => (source.kind === 'everyone' ? 'everyone' : `${source.kind}:${source.id}`);

function distinctSources(students: readonly DueStudent[]): DateSource[] {
  const byKey = new Map(students.map((student) => [sourceKey(student.source), student.source]));
  return [...byKey.values()].sort((a, b) => SPECIFICITY[b.kind] - SPECIFICITY[a.kind] || sourceKey(a).localeCompare(sourceKey(b)));
}

const instant = (dueAt: string | null) => (dueAt === null ? Infinity : Date.parse(dueAt));

/** Students grouped by effective due date, earliest first and "no due date" last; names sorted within a group. */
export function whoIsDueWhen(input: WhoIsDueWhenInput): DueGroup[] {
  const groups = new Map<number, { dueAt: string | null; students: DueStudent[] }>();
  for (const [key, entry] of Object.entries(input.dates ?? {})) {
    const id: CanvasId = key;
    const at = instant(entry.due_at);
    const group = groups.get(at) ?? { dueAt: entry.due_at, students: [] };
    group.students.push({ id, name: input.students.get(id)?.name ?? `Student ${key}`, source: dateSource(id, entry.due_at, input) });
    groups.set(at, group);
  }
  return [...groups]
    .sort(([a], [b]) => a - b)
    .map(([, group]) => {
      const students = group.students.sort((a, b) => a.name.localeCompare(b.name));
      return { dueAt: group.dueAt, students, sources: distinctSources(students) };
    });
}

/** Groups with only the students whose name contains the term (case-insensitive); empty groups dropped. */
export function filterByName(groups: readonly DueGroup[], term: string): DueGroup[] {
  const needle = term.trim().toLocaleLowerCase();
  if (needle === '') return [...groups];
  return groups
    .map((group) => ({ ...group, students: group.students.filter((student) => student.name.toLocaleLowerCase().includes(needle)) }))
    .filter((group) => group.students.length > 0);
}

/** "Everyone", "Section A", "Group 3", "2 students" — how a group heading names a source. */
export function sourceLabel(source: DateSource): string {
  switch (source.kind) {
    case 'everyone':
      return 'Everyone';
    case 'section':
      return `Section: ${source.title}`;
    case 'group':
      return `Group: ${source.title}`;
    case 'students':
      return `Individual: ${source.title}`;
  }
}
