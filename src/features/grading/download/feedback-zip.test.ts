import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { newFiles, readFeedbackZip } from './feedback-zip';

const zip = (files: Record<string, string>) => zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));

describe('reading an uploaded feedback zip', () => {
  const folders = readFeedbackZip(
    zip({
      'studentsam_4/attempt_1/draft.txt': 'first try',
      'studentsam_4/attempt_2/report.pdf': 'marked up, longer than before',
      'studentsam_4/attempt_2/text.html': '<p>essay</p>',
      'studentsam_4/comments.pdf': 'see margin',
      'secondnia_LATE_7/attempt_1/text.html': '<p>essay</p>',
      'anon_Q7x2P/notes.txt': 'anon',
      'My notes/todo.txt': 'x',
      'loose.txt': 'not in a folder',
      '__MACOSX/studentsam_4/._comments.pdf': 'mac',
      'studentsam_4/.DS_Store': 'mac',
    }),
  );

  it('groups files by top folder, reads the user id or anonymous id from its name, and drops clutter and the pages', () => {
    expect(folders.map((f) => [f.folder, f.userId, f.anonymous, f.files.map((file) => file.path)])).toEqual([
      ['', undefined, false, ['loose.txt']],
      ['anon_Q7x2P', undefined, true, ['notes.txt']],
      ['My notes', undefined, false, ['todo.txt']],
      ['secondnia_LATE_7', '7', false, []],
      ['studentsam_4', '4', false, ['attempt_1/draft.txt', 'attempt_2/report.pdf', 'comments.pdf']],
    ]);
  });

  it("keeps what the grader added or changed, not a file the download put in its attempt's folder untouched", () => {
    const sam = folders.find((f) => f.folder === 'studentsam_4');
    if (!sam) throw new Error('no folder');
    const file = (size: number) => ({ size }) as never;
    const submission = {
      attempt: 2,
      attachments: [file(14)],
      submission_history: [
        { attempt: 1, attachments: [file('first try'.length)] },
        { attempt: 2, attachments: [file(14)] },
      ] as never,
    };
    expect(newFiles(sam, submission).map((f) => f.path)).toEqual(['attempt_2/report.pdf', 'comments.pdf']);
  });
});
