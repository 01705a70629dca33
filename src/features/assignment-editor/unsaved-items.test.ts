import { describe, expect, it } from 'vitest';
import { CanvasApiError } from '@/api/http/canvas-api-error';
import { emptyCard, type AssignToCard } from './assign-to/assign-to-model';
import type { AssignToSaveResult } from './assign-to/save-assign-to';
import { progressText } from './save-status';
import { unsavedItems } from './unsaved-items';

const card = (key: string, assignees: AssignToCard['assignees']): AssignToCard => ({ ...emptyCard(assignees), key });

describe('unsavedItems', () => {
  it('pairs each failed request with its card and its first error, in the order the runner sent them', () => {
    const result: AssignToSaveResult = {
      failedCardKeys: ['c2', 'c1'],
      created: [],
      unsaved: {
        base: {},
        deletes: ['12'],
        updates: [{ id: '4', cardKey: 'c2', fields: { student_ids: ['5'] } }],
        creates: [{ cardKey: 'c1', fields: { course_section_id: '9' } }],
      },
      errors: [new Error('offline'), new Error('timeout'), new Error('refused')],
    };
    const cards = [card('c1', [{ kind: 'section', id: '9', name: 'Lab A' }]), card('c2', [{ kind: 'student', id: '5', name: '' }])];
    expect(unsavedItems(result, cards)).toEqual([
      { label: 'Removing dates you deleted', message: 'offline' },
      { cardKey: 'c2', label: 'Dates for the chosen students', message: 'timeout' },
      { cardKey: 'c1', label: 'Dates for Lab A', message: 'refused' },
    ]);
  });

  it('reads a Canvas error body', () => {
    const error = new CanvasApiError({ status: 400, url: '/x', body: { errors: ['unknown section id "9"'] } });
    const result: AssignToSaveResult = {
      failedCardKeys: ['c1'], created: [], errors: [error],
      unsaved: { base: {}, deletes: [], updates: [], creates: [{ cardKey: 'c1', fields: { course_section_id: '9' } }] },
    };
    expect(unsavedItems(result, [card('c1', [{ kind: 'section', id: '9', name: 'Lab A' }])])[0]?.message).toBe('unknown section id "9"');
  });
});

describe('progressText', () => {
  it('counts the request under way from one', () => {
    expect(progressText({ done: 1, total: 5 })).toBe('Saving 2 of 5…');
    expect(progressText({ done: 5, total: 5 })).toBe('Saving 5 of 5…');
    expect(progressText({ done: 0, total: 1 })).toBe('Saving…');
  });
});
