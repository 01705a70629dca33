import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { courseUserQueries, sendableSearchTerm } from '@/api/course-users';
import { groupQueries } from '@/api/groups';
import { sectionQueries } from '@/api/sections';
import type { Group } from '@/api/schemas/group';
import type { Section } from '@/api/schemas/section';
import type { User } from '@/api/schemas/user';
import { useDebouncedValue } from '@/components/use-debounced-value';
import { formatCount } from '@/lib/format-count';
import { assigneeId, type Assignee } from './assign-to-model';
import type { CanvasId } from '@/api/schemas/ids';

export interface AssigneeOption {
  /** assigneeId of the assignee. */
  id: string;
  label: string;
  detail: string;
  assignee: Assignee;
}

const contains = (text: string, term: string) => text.toLocaleLowerCase().includes(term.trim().toLocaleLowerCase());

export interface OptionSources {
  term: string;
  everyoneLabel: string;
  sections: readonly Section[];
  groups: readonly Group[];
  students: readonly User[];
  /** The term the server searched for `students` ('' for none, null if unknown); when typing runs ahead, they are filtered here. */
  studentsTerm: string | null;
  /** assigneeIds on any card, this one included: they are not offered. */
  taken: ReadonlySet<string>;
}

/** What the picker offers for a typed term: everyone, then sections and groups matching it, then the server's students. */
export function assigneeOptions({ term, everyoneLabel, sections, groups, students, studentsTerm, taken }: OptionSources): AssigneeOption[] {
  const everyone: AssigneeOption = { id: 'everyone', label: everyoneLabel, detail: 'Every student not on another card', assignee: { kind: 'everyone' } };
  const all: AssigneeOption[] = [
    ...(contains(everyoneLabel, term) ? [everyone] : []),
    ...sections
      .filter((section) => contains(section.name, term))
      .map((section): AssigneeOption => ({
        id: `section-${section.id}`,
        label: section.name,
        detail: section.total_students === undefined ? 'Section' : `Section · ${formatCount(section.total_students, 'student')}`,
        assignee: { kind: 'section', id: section.id, name: section.name },
      })),
    ...groups
      .filter((group) => contains(group.name, term))
      .map((group): AssigneeOption => ({
        id: `group-${group.id}`,
        label: group.name,
        detail: `Group · ${formatCount(group.members_count, 'member')}`,
        assignee: { kind: 'group', id: group.id, name: group.name },
      })),
    ...students
      .filter((student) => (sendableSearchTerm(term) ?? '') === studentsTerm || contains(student.name, term))
      .map((student): AssigneeOption => ({
      id: `student-${student.id}`,
      label: student.name,
      detail: 'Student',
      assignee: { kind: 'student', id: student.id, name: student.name },
    })),
  ];
  return all.filter((option) => !taken.has(assigneeId(option.assignee)));
}

/** The course's sections (with student counts), the assignment's groups and the students matching a term. */
export function useAssigneeSources(courseId: CanvasId, groupCategoryId: CanvasId | null, term: string) {
  const sections = useQuery(sectionQueries.withStudentCounts(courseId));
  const groups = useQuery({ ...groupQueries.inCategory(groupCategoryId ?? ''), enabled: groupCategoryId !== null });
  // Students come from the server, searched there (a course may have thousands); the first page is the pick-list.
  const searched = useDebouncedValue(sendableSearchTerm(term) ?? '', 250);
  // The last answer stays while the next loads (filtered here meanwhile), so the list never blinks empty under
  // the keyboard focus.
  const students = useInfiniteQuery({
    ...courseUserQueries.list(courseId, { enrollment_type: 'student', search_term: searched }),
    placeholderData: keepPreviousData,
  });
  return {
    sections: sections.data ?? [],
    groups: groupCategoryId === null ? [] : (groups.data ?? []),
    students: students.data?.pages[0]?.items ?? [],
    // No term matches while the shown students answer an earlier search, so they are filtered by name.
    studentsTerm: students.isPlaceholderData ? null : searched,
    isLoading: sections.isPending || students.isPending || students.isFetching,
    isError: sections.isError || groups.isError || students.isError,
  };
}
