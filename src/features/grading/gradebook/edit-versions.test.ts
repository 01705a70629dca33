import { describe, expect, it } from 'vitest';
import type { StudentSave } from '../saving/grade-saver';
import { EditVersions } from './edit-versions';

const save = (assignmentId: string, userId: string, state: StudentSave['state']): [string, StudentSave] => [
  `${assignmentId}/${userId}`,
  { assignmentId, userId, state },
];

describe('EditVersions', () => {
  it('moves the count of the saved cell and of its student, and of nobody else', () => {
    let states: ReadonlyMap<string, StudentSave> = new Map();
    const versions = new EditVersions(() => states);
    expect([versions.ofCell('10', '5'), versions.ofStudent('5'), versions.version()]).toEqual([0, 0, 0]);

    states = new Map([save('10', '5', 'saving')]);
    expect([versions.ofCell('10', '5'), versions.ofCell('11', '5'), versions.ofCell('10', '6')]).toEqual([1, 0, 0]);
    expect([versions.ofStudent('5'), versions.ofStudent('6')]).toEqual([1, 0]);

    // Saved, then another student's grade: the first cell moves once more, the second cell starts counting.
    const other = save('10', '6', 'saving');
    states = new Map([save('10', '5', 'saved'), other]);
    expect([versions.ofCell('10', '5'), versions.ofCell('10', '6'), versions.ofCell('11', '5')]).toEqual([2, 1, 0]);

    // A state dropped from the saver counts as a change of its cell too; the state left as it was does not.
    states = new Map([other]);
    expect([versions.ofCell('10', '5'), versions.ofCell('10', '6'), versions.version()]).toEqual([3, 1, 3]);
  });
});
