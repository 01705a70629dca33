import { describe, expect, it } from 'vitest';
import type { Assignment } from '@/api/schemas/assignment';
import type { AssignmentGroup } from '@/api/schemas/assignment-group';
import type { Submission } from '@/api/schemas/submission';
import { moveFor } from './gradebook-keys';
import { buildModel, studentGrade, type GradebookStudent } from './gradebook-model';
import { readGradebookParams, withGradebookParams } from './gradebook-params';
import { filterAndSort, type RowReader } from './gradebook-rows';

const assignment = (id: string, points: number): Assignment =>
  ({ id, name: `A${id}`, assignment_group_id: 'g1', points_possible: points, grading_type: 'points', published: true, omit_from_final_grade: false }) as Assignment;
const essay = assignment('1', 10);
const quiz = assignment('2', 10);
const group = { id: 'g1', name: 'Work', position: 1, group_weight: 100, rules: {}, assignments: [essay, quiz] } as AssignmentGroup;
const model = buildModel([group], false, undefined);

const student = (id: string, name: string, serverScore: number | null = null): GradebookStudent =>
  ({ id, name, sortableName: name, sisUserId: null, loginId: null, sectionIds: ['s1'], serverScore });
const ann = student('10', 'Ann', 95);
const ben = student('11', 'Ben', 40);
const cal = student('12', 'Cal');

const graded = (userId: string, assignmentId: string, score: number | null, fields: Partial<Submission> = {}): Submission =>
  ({ id: `${userId}-${assignmentId}`, user_id: userId, assignment_id: assignmentId, score, grade: score === null ? null : String(score), workflow_state: score === null ? 'unsubmitted' : 'graded', attempt: null, submission_type: null, submitted_at: null, ...fields });

/** Ben's and Cal's submissions are loaded; Ann's block is not. */
const loaded: Record<string, Submission[]> = {
  11: [graded('11', '1', 6), graded('11', '2', null, { missing: true })],
  12: [graded('12', '1', 9), graded('12', '2', 8, { late: true })],
};
const reader: RowReader = {
  submission: (s, a) => (loaded[s.id] ? (loaded[s.id]?.find((x) => x.assignment_id === a.id) ?? null) : undefined),
  grade: (s) => (loaded[s.id] ? studentGrade(model, (a) => loaded[s.id]?.find((x) => x.assignment_id === a.id)) : undefined),
};
const view = (query: string) => filterAndSort([ann, ben, cal], readGradebookParams(new URLSearchParams(query)), model.assignments, model, reader).map((s) => s.name);

describe('the gradebook rows', () => {
  it('sorts by the course total, using the server grade for a row not loaded yet', () => {
    // Ben 60%, Cal 85%, Ann's enrollment says 95%.
    expect(view('sort=total')).toEqual(['Ben', 'Cal', 'Ann']);
    expect(view('sort=total&dir=desc')).toEqual(['Ann', 'Cal', 'Ben']);
  });

  it('sorts by an assignment with rows that have no score last either way', () => {
    expect(view('sort=assignment:2')).toEqual(['Cal', 'Ann', 'Ben']);
    expect(view('sort=assignment:1&dir=desc')).toEqual(['Cal', 'Ben', 'Ann']);
  });

  it('filters by status among loaded rows and by name', () => {
    expect(view('status=missing')).toEqual(['Ben']);
    expect(view('status=late')).toEqual(['Cal']);
    expect(view('q=ca')).toEqual(['Cal']);
  });

  it('keeps the URL free of defaults and ignores an unknown sort', () => {
    const next = withGradebookParams(new URLSearchParams('q=x'), { sort: 'name', dir: 'asc', status: 'late' });
    expect(next.toString()).toBe('q=x&status=late');
    expect(readGradebookParams(new URLSearchParams('sort=bogus')).sort).toBe('name');
  });
});

describe('the gradebook keys', () => {
  const size = { rows: 100, cols: 10, page: 20 };
  it('moves by arrows, pages and to the corners, never outside the grid', () => {
    expect(moveFor('ArrowUp', false, { row: 0, col: 3 }, size)).toEqual({ row: -1, col: 3 });
    expect(moveFor('ArrowUp', false, { row: -1, col: 3 }, size)).toEqual({ row: -1, col: 3 });
    expect(moveFor('PageDown', false, { row: 90, col: 3 }, size)).toEqual({ row: 99, col: 3 });
    expect(moveFor('End', true, { row: 5, col: 3 }, size)).toEqual({ row: 99, col: 9 });
    expect(moveFor('Home', false, { row: 5, col: 3 }, size)).toEqual({ row: 5, col: 0 });
    expect(moveFor('x', false, { row: 5, col: 3 }, size)).toBeUndefined();
  });
});
