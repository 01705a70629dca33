import type { CourseGrade } from '../../../../shared/course-grades';
import type { Assignment } from '@/api/schemas/assignment';
import type { CanvasId } from '@/api/schemas/ids';
import type { Submission } from '@/api/schemas/submission';
import type { GradebookModel, GradebookStudent } from './gradebook-model';
import type { GradebookParams, GradebookStatus } from './gradebook-params';

/** What the rows read of a student's grades; `undefined` while their submissions are not loaded. */
export interface RowReader {
  submission: (student: GradebookStudent, assignment: Assignment) => Submission | null | undefined;
  grade: (student: GradebookStudent) => CourseGrade | undefined;
}

const STATUS_TEST: Record<GradebookStatus, (submission: Submission) => boolean> = {
  missing: (s) => s.missing === true,
  late: (s) => s.late === true,
  ungraded: (s) => s.excused !== true && (s.workflow_state === 'submitted' || s.workflow_state === 'pending_review'),
};

/** The rows the view shows, filtered and in order. Rows not loaded yet fail a status filter until they are. */
export function filterAndSort(
  students: readonly GradebookStudent[],
  params: GradebookParams,
  columns: readonly Assignment[],
  model: GradebookModel,
  read: RowReader,
): GradebookStudent[] {
  const term = params.search.trim().toLowerCase();
  const status = params.status ? STATUS_TEST[params.status] : undefined;
  const rows = students.filter((student) => {
    if (params.sectionId !== undefined && !student.sectionIds.includes(params.sectionId)) return false;
    if (term && !student.name.toLowerCase().includes(term) && !student.sortableName.toLowerCase().includes(term)) return false;
    if (!status) return true;
    return columns.some((assignment) => {
      const submission = read.submission(student, assignment);
      return submission ? status(submission) : false;
    });
  });
  if (params.sort === 'name') return params.descending ? rows.reverse() : rows;
  const value = sortValue(params.sort, model, read);
  const keyed = rows.map((student) => ({ student, key: value(student) }));
  // Rows without a figure go last in either direction, as an empty cell does in a spreadsheet.
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) return a.key === b.key ? 0 : a.key === null ? 1 : -1;
    return params.descending ? b.key - a.key : a.key - b.key;
  });
  return keyed.map((k) => k.student);
}

function sortValue(sort: GradebookParams['sort'], model: GradebookModel, read: RowReader): (student: GradebookStudent) => number | null {
  if (sort === 'total') {
    // Until a row's submissions arrive, the course grade the server computed stands in (decision 0078).
    return (student) => {
      const grade = read.grade(student);
      return grade ? grade.currentPercent : student.serverScore;
    };
  }
  const [kind, id] = sort.split(':') as ['assignment' | 'group', CanvasId];
  if (kind === 'group') {
    const index = model.groups.findIndex((g) => g.group.id === id);
    return (student) => {
      const figure = read.grade(student)?.groups[index]?.current;
      return figure && figure.possible > 0 ? figure.score / figure.possible : null;
    };
  }
  const assignment = model.assignments.find((a) => a.id === id);
  return (student) => {
    if (!assignment) return null;
    const submission = read.submission(student, assignment);
    return submission?.excused ? null : (submission?.score ?? null);
  };
}

/**
 * Course grades by student, each computed once and kept until that student's block of submissions is reloaded or
 * one of their cells is edited: an edit recomputes only the edited student's row.
 */
export class GradeCache {
  private entries = new Map<CanvasId, { block: unknown; version: number; grade: CourseGrade }>();
  private edited = new Set<CanvasId>();
  private model: GradebookModel | undefined;

  markEdited(userId: CanvasId): void {
    this.edited.add(userId);
  }

  get(model: GradebookModel, userId: CanvasId, block: unknown, editsVersion: number, compute: () => CourseGrade): CourseGrade {
    if (model !== this.model) {
      this.model = model;
      this.entries.clear();
    }
    const version = this.edited.has(userId) ? editsVersion : 0;
    const entry = this.entries.get(userId);
    if (entry && entry.block === block && entry.version === version) return entry.grade;
    const grade = compute();
    this.entries.set(userId, { block, version, grade });
    return grade;
  }
}
