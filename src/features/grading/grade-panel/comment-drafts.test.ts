// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readDraft, removeDraft, writeDraft } from './comment-drafts';

const alice = { courseId: '1', assignmentId: '2', userId: '3' };
const bob = { ...alice, userId: '4' };

afterEach(() => localStorage.clear());

describe('comment drafts', () => {
  it('keeps one draft per student and reads it back', () => {
    writeDraft(alice, 'Nice work on part 1');
    writeDraft(bob, 'See me');
    expect(readDraft(alice)).toBe('Nice work on part 1');
    expect(readDraft(bob)).toBe('See me');
    expect(readDraft({ ...alice, assignmentId: '9' })).toBe('');
  });

  it('removes a draft when it is sent or emptied', () => {
    writeDraft(alice, 'Draft');
    removeDraft(alice);
    expect(readDraft(alice)).toBe('');
    writeDraft(bob, 'Draft');
    writeDraft(bob, '   ');
    expect(localStorage.length).toBe(0);
  });
});
