import { describe, expect, it } from 'vitest';
import { noteGradeConflictCheck, serverChecksGradeConflicts } from './grade-conflict-check';

describe('whether the server checks expected_updated_at', () => {
  it('is believed only while its grade PUT answers say so', () => {
    expect(serverChecksGradeConflicts()).toBe(false);
    noteGradeConflictCheck(new Headers({ 'X-Lectern-Conflict-Check': 'expected_updated_at' }));
    expect(serverChecksGradeConflicts()).toBe(true);
    // A real Canvas (or a server behind a proxy that dropped the header) answers without it.
    noteGradeConflictCheck(new Headers());
    expect(serverChecksGradeConflicts()).toBe(false);
  });
});
