import { describe, expect, it } from 'vitest';
import { assignment, student, submission } from '../test-table';
import type { ImportChange } from './import-plan';
import { changeResults } from './import-results';

const essay = assignment('101', 'Essay');
const poem = assignment('102', 'Poem', { grading_type: 'letter_grade' });
const change = (userId: string, on: typeof essay, after: string, edit: ImportChange['edit']): ImportChange => ({
  student: student(userId, `Student, ${userId}`), assignment: on, before: '', after, edit, expectedUpdatedAt: undefined,
});
const changes = [
  change('1', essay, '9', { posted_grade: '9' }),
  change('2', essay, 'EX', { excuse: true }),
  change('3', poem, 'B', { posted_grade: 'B' }),
  change('4', essay, '90%', { posted_grade: '90%' }),
  change('5', essay, '4', { posted_grade: '4' }),
];

describe('changeResults: each change applied or not, from the grades read back', () => {
  it('marks a change applied when the grade read back is the one asked for, however it is spelled', () => {
    const readBack = [
      submission('101', '1', { score: 9, grade: '9' }),
      submission('101', '2', { excused: true }),
      submission('102', '3', { score: 8.5, grade: 'B' }),
      submission('101', '4', { score: 9, grade: '9' }),
      submission('101', '5', { score: 2, grade: '2' }),
    ];
    expect(changeResults(changes, readBack, undefined, undefined)).toEqual([
      { applied: true }, { applied: true }, { applied: true }, { applied: true },
      { applied: false, reason: 'The grade is still 2.' },
    ]);
  });

  it('gives the server’s reason for a refusal, in the grader’s words for a conflict, and the job’s failure otherwise', () => {
    const refused = { assignment_id: '101', user_id: '1', status: 'refused' as const, message: 'expected_updated_at does not match', score: null, grade: null, excused: false };
    const [first, second] = changeResults(changes.slice(0, 2), [submission('101', '1', { score: 3, grade: '3' })], [refused], 'The job failed.');
    expect(first).toEqual({ applied: false, reason: 'Graded by someone else since the preview; their grade was kept.' });
    expect(second).toEqual({ applied: false, reason: 'The job failed.' });
  });
});
