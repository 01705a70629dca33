import { describe, expect, it } from 'vitest';
import { CanvasApiError } from '@/api/http/canvas-api-error';
import { readServerErrors } from './server-errors';

const fieldMap = { name: 'name', conclude_at: 'end_at', end_at: 'end_at' } as const;
const error = (body: unknown) => new CanvasApiError({ status: 400, url: 'x', body });

describe('readServerErrors', () => {
  it('maps Canvas attributes onto form fields, conclude_at onto the end field', () => {
    const result = readServerErrors(
      error({
        errors: {
          conclude_at: [{ attribute: 'conclude_at', type: 'invalid', message: 'End date cannot be before start date' }],
          name: [{ attribute: 'name', type: 'too_long', message: 'Name is too long' }],
        },
      }),
      fieldMap,
    );
    expect(result).toEqual({
      fields: [
        { name: 'end_at', message: 'End date cannot be before start date' },
        { name: 'name', message: 'Name is too long' },
      ],
      summary: [],
    });
  });

  it('sends unknown attributes and plain messages to the summary', () => {
    expect(readServerErrors(error({ errors: { workflow_state: [{ message: 'Nope' }] } }), fieldMap)).toEqual({ fields: [], summary: ['Nope'] });
    expect(readServerErrors(error({ message: 'Only "delete" and "conclude" events are allowed.' }), fieldMap).summary).toEqual([
      'Only "delete" and "conclude" events are allowed.',
    ]);
    expect(readServerErrors(new CanvasApiError({ status: 502, url: 'x', body: '' }), fieldMap).summary).toEqual([
      'The server responded with status 502.',
    ]);
    expect(readServerErrors(new Error('boom'), fieldMap).summary).toEqual(['boom']);
  });
});
