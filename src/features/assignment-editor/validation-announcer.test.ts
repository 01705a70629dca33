import { describe, expect, it } from 'vitest';
import { errorMessages } from './validation-announcer';

describe('errorMessages', () => {
  it('lists the messages of nested field errors in field order, ignoring element refs', () => {
    const errors = {
      name: { type: 'custom', message: 'Enter a name.', ref: { name: 'name' } },
      cards: [undefined, { lock_at: { type: 'custom', message: 'Lock date cannot be before due date' } }],
    };
    expect(errorMessages(errors)).toEqual(['Enter a name.', 'Lock date cannot be before due date']);
  });
});
