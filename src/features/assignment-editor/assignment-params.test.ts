import { describe, expect, it } from 'vitest';
import { assignmentSchema } from '@/api/schemas/assignment';
import { emptyCard } from './assign-to/assign-to-model';
import type { AssignmentFormValues } from './assignment-form-values';
import { changedParams, newAssignmentValues, toAssignmentParams, valuesFromAssignment } from './assignment-params';

const values = (changes: Partial<AssignmentFormValues> = {}): AssignmentFormValues => ({
  ...newAssignmentValues('7'),
  name: 'Lab report',
  ...changes,
});

describe('toAssignmentParams', () => {
  it('sends a new assignment as Canvas creates it: 0 points, online text entry, unpublished', () => {
    expect(toAssignmentParams(values())).toEqual({
      name: 'Lab report',
      description: '',
      points_possible: 0,
      grading_type: 'points',
      submission_types: ['online_text_entry'],
      assignment_group_id: '7',
      group_category_id: null,
      anonymous_grading: false,
      published: false,
    });
  });

  it('sends neither points nor a submission type for "Not graded"', () => {
    const params = toAssignmentParams(values({ grading_type: 'not_graded', points_possible: '10' }));
    expect(params).not.toHaveProperty('points_possible');
    expect(params.submission_types).toEqual(['not_graded']);
  });

  it('sends allowed extensions only with file uploads, and an empty list when not restricted', () => {
    const uploads = values({ online_types: ['online_upload'], restrict_extensions: true, allowed_extensions: '.PDF, docx  txt' });
    expect(toAssignmentParams(uploads).allowed_extensions).toEqual(['pdf', 'docx', 'txt']);
    expect(toAssignmentParams({ ...uploads, restrict_extensions: false }).allowed_extensions).toEqual([]);
    const text = values({ online_types: ['online_text_entry'], restrict_extensions: true, allowed_extensions: 'pdf' });
    expect(toAssignmentParams(text)).not.toHaveProperty('allowed_extensions');
  });

  it('sends one exclusive type for no submission, on paper and external tool (which cannot be a group assignment)', () => {
    expect(toAssignmentParams(values({ submission_mode: 'on_paper', online_types: ['online_url'] })).submission_types).toEqual(['on_paper']);
    const tool = toAssignmentParams(
      values({ submission_mode: 'external_tool', external_tool_url: ' https://tool.example/launch ', is_group_assignment: true, group_category_id: '3' }),
    );
    expect(tool).toMatchObject({ submission_types: ['external_tool'], external_tool_tag_attributes: { url: 'https://tool.example/launch' }, group_category_id: null });
  });

  it('sends the group set only while "group assignment" is on, and rounds points to two decimals', () => {
    expect(toAssignmentParams(values({ is_group_assignment: true, group_category_id: '3', points_possible: '9.999' }))).toMatchObject({
      group_category_id: '3',
      points_possible: 10,
    });
    expect(toAssignmentParams(values({ is_group_assignment: false, group_category_id: '3' })).group_category_id).toBeNull();
  });
});

describe('changedParams', () => {
  it('keeps only what differs, comparing lists by value', () => {
    const base = toAssignmentParams(values());
    const next = toAssignmentParams(values({ name: 'Lab report 2', online_types: ['online_text_entry'], published: true }));
    expect(changedParams(next, base)).toEqual({ name: 'Lab report 2', published: true });
    expect(changedParams(base, base)).toEqual({});
  });
});

describe('valuesFromAssignment', () => {
  const assignment = assignmentSchema.parse({
    id: 11, name: 'Essay', description: '<p>Hi</p>', course_id: 1, assignment_group_id: 2, position: 1, points_possible: 25,
    grading_type: 'letter_grade', grading_standard_id: null, submission_types: ['online_upload', 'online_url'],
    allowed_extensions: ['pdf', 'doc'], due_at: null, lock_at: null, unlock_at: null, only_visible_to_overrides: false,
    published: true, workflow_state: 'published', created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z',
    html_url: 'http://x/courses/1/assignments/11', muted: false, allowed_attempts: -1, locked_for_user: false,
    group_category_id: 5, omit_from_final_grade: false,
  });

  it('reads the saved assignment back into the fields, so saving unchanged sends nothing', () => {
    const loaded = valuesFromAssignment(assignment, [emptyCard([{ kind: 'everyone' }])]);
    expect(loaded).toMatchObject({
      name: 'Essay', points_possible: '25', grading_type: 'letter_grade', submission_mode: 'online',
      online_types: ['online_upload', 'online_url'], restrict_extensions: true, allowed_extensions: 'pdf, doc',
      assignment_group_id: '2', is_group_assignment: true, group_category_id: '5', published: true,
    });
    const params = toAssignmentParams(loaded);
    expect(changedParams(params, params)).toEqual({});
  });

  it('maps the exclusive types to their own choice', () => {
    expect(valuesFromAssignment({ ...assignment, submission_types: ['on_paper'] }, []).submission_mode).toBe('on_paper');
    expect(valuesFromAssignment({ ...assignment, submission_types: ['none'] }, []).submission_mode).toBe('none');
  });
});
