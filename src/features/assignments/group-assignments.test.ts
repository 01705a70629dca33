import { describe, expect, it } from 'vitest';
import type { Assignment } from '@/api/schemas/assignment';
import type { AssignmentGroup } from '@/api/schemas/assignment-group';
import { groupAssignments } from './group-assignments';
import type { CanvasId } from '@/api/schemas/ids';

const group = (id: CanvasId, position: number): AssignmentGroup => ({ id, name: `Group ${id}`, position, group_weight: null, rules: {} });
const assignment = (id: CanvasId, groupId: CanvasId) => ({ id, name: `A${id}`, assignment_group_id: groupId }) as Assignment;

describe('groupAssignments', () => {
  it('orders groups by position and keeps the server order inside each', () => {
    const result = groupAssignments([group('1', 2), group('2', 1)], [assignment('9', '1'), assignment('3', '2'), assignment('5', '1')]);
    expect(result.map((entry) => [entry.group.id, entry.assignments.map((a) => a.id)])).toEqual([
      ['2', ['3']],
      ['1', ['9', '5']],
    ]);
  });

  it('keeps empty groups so they can be filled, and drops assignments of unknown groups', () => {
    const result = groupAssignments([group('1', 1)], [assignment('4', '77')]);
    expect(result).toEqual([{ group: group('1', 1), assignments: [] }]);
  });
});
