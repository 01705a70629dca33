import { describe, expect, it } from 'vitest';
import { emptyCard, type AssignToCard } from './assign-to/assign-to-model';
import { assignmentFormSchema, type AssignmentFormValues } from './assignment-form-values';
import { newAssignmentValues } from './assignment-params';

const card = (dates: Partial<AssignToCard>, assignees: AssignToCard['assignees'] = [{ kind: 'everyone' }]): AssignToCard => ({
  ...emptyCard(assignees),
  ...dates,
});

const valid = (changes: Partial<AssignmentFormValues> = {}): AssignmentFormValues => ({
  ...newAssignmentValues('1'),
  name: 'Quiz',
  ...changes,
});

/** The first message per path, as react-hook-form shows them. */
function errorsOf(values: AssignmentFormValues): Record<string, string> {
  const result = assignmentFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('assignmentFormSchema', () => {
  it('accepts a new assignment with a name', () => {
    expect(errorsOf(valid())).toEqual({});
  });

  it('reports every problem at once: a blank name and a card whose dates are out of order', () => {
    const section = card({ due_at: '2026-01-09T08:00', lock_at: '2026-01-05T08:00' }, [{ kind: 'section', id: '1', name: 'A' }]);
    expect(errorsOf(valid({ name: '  ', cards: [card({}), section] }))).toEqual({
      name: 'Enter a name.',
      'cards.1.lock_at': 'Until must not be before Due.',
    });
  });

  it('caps the name at 255 characters', () => {
    expect(errorsOf(valid({ name: 'x'.repeat(256) }))).toEqual({ name: 'Use at most 255 characters.' });
    expect(errorsOf(valid({ name: 'x'.repeat(255) }))).toEqual({});
  });

  it('wants points of 0 or more, but not for "Not graded"', () => {
    expect(errorsOf(valid({ points_possible: '-1' }))).toEqual({ points_possible: 'Enter points as a number, 0 or more.' });
    expect(errorsOf(valid({ points_possible: '' }))).toEqual({ points_possible: 'Enter points as a number, 0 or more.' });
    expect(errorsOf(valid({ points_possible: '', grading_type: 'not_graded' }))).toEqual({});
  });

  it('wants an online type for "Online", a file type when uploads are restricted, and a URL for an external tool', () => {
    expect(errorsOf(valid({ online_types: [] }))).toEqual({ online_types: 'Choose at least one submission type.' });
    expect(errorsOf(valid({ online_types: ['online_upload'], restrict_extensions: true, allowed_extensions: ' , ' }))).toEqual({
      allowed_extensions: 'Enter at least one allowed file type.',
    });
    expect(errorsOf(valid({ submission_mode: 'external_tool' }))).toEqual({ external_tool_url: 'Enter the external tool’s URL.' });
    expect(errorsOf(valid({ submission_mode: 'on_paper', online_types: [] }))).toEqual({});
  });

  it('refuses a group card once the assignment is no longer a group assignment, before anything is sent', () => {
    const groupCard = card({}, [{ kind: 'group', id: '4', name: 'Lab Group 4' }]);
    expect(errorsOf(valid({ is_group_assignment: false, cards: [card({}), groupCard] }))).toEqual({
      'cards.1.assignees': 'Assign to: groups can be chosen only for a group assignment. Remove them, or make this a group assignment.',
    });
    expect(errorsOf(valid({ is_group_assignment: true, group_category_id: '2', cards: [card({}), groupCard] }))).toEqual({});
  });

  it('wants a group set for a group assignment', () => {
    expect(errorsOf(valid({ is_group_assignment: true }))).toEqual({ group_category_id: 'Choose a group set.' });
  });
});
