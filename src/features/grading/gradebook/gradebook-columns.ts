import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { Assignment } from '@/api/schemas/assignment';
import type { AssignmentGroup } from '@/api/schemas/assignment-group';
import type { CanvasId } from '@/api/schemas/ids';
import type { GradebookModel, GradebookStudent } from './gradebook-model';
import type { GradebookSortKey } from './gradebook-params';

/** What a leaf column of the grid shows. */
export type GradebookColumn =
  | { kind: 'assignment'; id: string; assignment: Assignment; groupIndex: number }
  | { kind: 'group-total'; id: string; group: AssignmentGroup; groupIndex: number }
  | { kind: 'total'; id: 'total' };

const WIDTH = { assignment: 120, 'group-total': 108, total: 132 } as const;

const column = createColumnHelper<GradebookStudent>();

export const columnWidth = (info: GradebookColumn | undefined): number => WIDTH[info?.kind ?? 'assignment'];

/** The sort a column's header asks for. */
export function sortKeyOf(info: GradebookColumn): GradebookSortKey {
  if (info.kind === 'assignment') return `assignment:${info.assignment.id}`;
  if (info.kind === 'group-total') return `group:${info.group.id}`;
  return 'total';
}

/** The grading view of an assignment, at this student when one is named (its `?student=`). */
export const gradingHref = (courseId: CanvasId, assignmentId: CanvasId, userId?: CanvasId) =>
  `/courses/${courseId}/assignments/${assignmentId}/grade${userId ? `?student=${userId}` : ''}`;

/**
 * The column model: each assignment group's assignments under the group's header, followed by the group's total,
 * then the course total. `groupId` narrows it to one group (and the course total). TanStack Table keeps the two
 * header rows and the leaf order; the grid draws and virtualizes them itself.
 */
export function gradebookColumns(model: GradebookModel, groupId: CanvasId | undefined) {
  const byId = new Map<string, GradebookColumn>();
  const leaf = (info: GradebookColumn) => {
    byId.set(info.id, info);
    return column.display({ id: info.id, size: columnWidth(info) });
  };
  const defs: ColumnDef<GradebookStudent>[] = model.groups.flatMap(({ group, assignments }, groupIndex) => {
    if (groupId !== undefined && group.id !== groupId) return [];
    return [column.group({
      id: `group:${group.id}`,
      header: group.name,
      columns: [
        ...assignments.map((assignment) => leaf({ kind: 'assignment', id: `assignment:${assignment.id}`, assignment, groupIndex })),
        leaf({ kind: 'group-total', id: `group:${group.id}:total`, group, groupIndex }),
      ],
    })];
  });
  defs.push(leaf({ kind: 'total', id: 'total' }));
  return { defs, byId };
}
