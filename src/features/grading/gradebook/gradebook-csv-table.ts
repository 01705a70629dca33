import type { Assignment } from '@/api/schemas/assignment';
import type { CanvasId } from '@/api/schemas/ids';
import type { Section } from '@/api/schemas/section';
import type { Submission } from '@/api/schemas/submission';
import type { GradebookTable } from './csv/gradebook-table';
import type { GradebookEdits } from './gradebook-edits';
import { studentGrade, type GradebookGroup, type GradebookModel, type GradebookStudent } from './gradebook-model';
import type { SubmissionBlocks } from './gradebook-submissions';

export interface CsvTableInput {
  courseId: CanvasId;
  courseCode: string;
  model: GradebookModel;
  /** The rows and the groups as the grid shows them, filtered and sorted. */
  rows: readonly GradebookStudent[];
  groups: readonly GradebookGroup[];
  sections: readonly Section[];
  blocks: Pick<SubmissionBlocks, 'peek' | 'loadAll'>;
  overlay: GradebookEdits['overlay'];
}

/**
 * The grid's view for the CSV tools. Its readers go to the query cache and the edits at call time, so once
 * `loadAll` resolves they answer for every row without waiting for the grid to draw again.
 */
export function csvTable({ courseId, courseCode, model, rows, groups, sections, blocks, overlay }: CsvTableInput): GradebookTable {
  const sectionName = new Map(sections.map((s) => [s.id, s.name]));
  const assignments = new Map(model.assignments.map((a) => [a.id, a]));
  const submissionOf = (userId: CanvasId, assignmentId: CanvasId): Submission | undefined => {
    const assignment = assignments.get(assignmentId);
    if (!assignment) return undefined;
    return overlay(assignment, userId, blocks.peek(userId, assignmentId));
  };
  const loaded = (userId: CanvasId) => model.assignments.some((a) => blocks.peek(userId, a.id) !== undefined) || model.assignments.length === 0;
  const groupIndex = new Map(model.groups.map((g, index) => [g.group.id, index]));
  let students: GradebookTable['students'] | undefined;
  return {
    courseId,
    courseCode,
    // Built on first read: the grid hands over a new view on every edit, and only an export or import reads it.
    get students() {
      students ??= rows.map((student) => ({
        id: student.id,
        name: student.name,
        sortable_name: student.sortableName,
        sis_user_id: student.sisUserId,
        login_id: student.loginId,
        sections: student.sectionIds.flatMap((id) => sectionName.get(id) ?? []),
      }));
      return students;
    },
    groups: groups.map(({ group, assignments: list }) => ({ group, assignments: list, calculatorId: groupIndex.get(group.id) ?? -1 })),
    submissionOf,
    gradesOf: (userId) => {
      if (!loaded(userId)) return undefined;
      const of = (assignment: Assignment) => submissionOf(userId, assignment.id);
      return { posted: studentGrade(model, of, true), unposted: studentGrade(model, of) };
    },
    loadAll: blocks.loadAll,
    weighted: model.weighted,
    gradingScheme: model.scheme.length > 0 ? model.scheme : null,
  };
}
