import { describe, expect, it } from 'vitest';
import type { SubmissionDetail } from '@/api/schemas/submission-detail';
import { planFeedback } from './feedback-plan';
import type { FeedbackFolder } from './feedback-zip';

const file = (path: string, size: number) => ({ path, name: path.split('/').pop() ?? path, bytes: new Uint8Array(size) });
const folder = (name: string, userId: string | undefined, files: ReturnType<typeof file>[], anonymous = false): FeedbackFolder => ({ folder: name, userId, anonymous, files });

describe('matching feedback folders to students', () => {
  it('plans new files per student, counts untouched folders, and says why every other folder is left alone', async () => {
    const students: Record<string, Partial<SubmissionDetail>> = {
      '4': { attempt: 1, attachments: [{ size: 10 }] as never, user: { name: 'Sam Student' } as never },
      '5': { attempt: 1, attachments: [{ size: 10 }] as never, user: { name: 'Nia Second' } as never },
    };
    const plan = await planFeedback(
      [
        folder('', undefined, [file('loose.txt', 3)]),
        folder('studentsam_4', '4', [file('attempt_1/report.pdf', 10), file('marked.pdf', 12)]),
        folder('secondnia_5', '5', [file('attempt_1/report.pdf', 10)]),
        folder('gone_99', '99', [file('x.pdf', 1)]),
        folder('My notes', undefined, [file('todo.txt', 1)]),
        folder('anon_Q7x2P', undefined, [file('x.pdf', 1)], true),
      ],
      (userId) => Promise.resolve(students[userId] as SubmissionDetail | undefined),
    );
    expect(plan.students.map((s) => [s.name, s.files.map((f) => f.path)])).toEqual([['Sam Student', ['marked.pdf']]]);
    expect(plan.unchanged).toBe(1);
    expect(plan.unmatched).toEqual([
      { folder: '(no folder)', reason: 'Not in a student’s folder' },
      { folder: 'gone_99', reason: 'No student with this id in the assignment' },
      { folder: 'My notes', reason: 'No student id at the end of the folder name' },
      { folder: 'anon_Q7x2P', reason: 'Anonymous folders cannot be matched here' },
    ]);
  });
});
