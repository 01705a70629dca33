import type { Assignment } from '@/api/schemas/assignment';
import type { AssignmentGroup } from '@/api/schemas/assignment-group';
import type { Submission } from '@/api/schemas/submission';
import type { CourseGrade } from '../../../../../shared/course-grades';
import type { GradebookGrades, GradebookStudent, GradebookTable } from './gradebook-table';

/** An assignment with what the CSV tools read; the rest as Canvas sends a plain published one. */
export const assignment = (id: string, name: string, fields: Partial<Assignment> = {}): Assignment => ({
  id, name, description: null, course_id: '1', assignment_group_id: '10', position: 1, points_possible: 10, grading_type: 'points',
  grading_standard_id: null, submission_types: ['online_text_entry'], due_at: null, lock_at: null, unlock_at: null,
  only_visible_to_overrides: false, published: true, workflow_state: 'published', created_at: '', updated_at: '', html_url: '',
  muted: false, allowed_attempts: -1, locked_for_user: false, group_category_id: null, omit_from_final_grade: false, ...fields,
});

export const group = (id: string, name: string): AssignmentGroup => ({ id, name, position: 1, group_weight: 50, rules: {} });

export const student = (id: string, sortable_name: string, fields: Partial<GradebookStudent> = {}): GradebookStudent => ({
  id, name: sortable_name.split(', ').reverse().join(' '), sortable_name, sis_user_id: `sis-${id}`, login_id: `login${id}`, sections: ['Section A'], ...fields,
});

export const submission = (assignmentId: string, userId: string, fields: Partial<Submission> = {}): Submission => ({
  id: `${assignmentId}-${userId}`, assignment_id: assignmentId, user_id: userId, attempt: null, submission_type: null, submitted_at: null,
  workflow_state: 'unsubmitted', score: null, grade: null, excused: false, updated_at: '2026-11-01T00:00:00Z', ...fields,
});

/** A course grade with one group; figures as the calculator gives them. */
export const courseGrade = (groupId: number, current: [number, number], final: [number, number]): CourseGrade => {
  const figure = ([score, possible]: [number, number]) => ({ score, possible });
  const percent = ([score, possible]: [number, number]) => (possible > 0 ? Math.round((score / possible) * 10000) / 100 : null);
  return {
    groups: [{ id: groupId, current: figure(current), final: figure(final), droppedCurrent: [], droppedFinal: [] }],
    current: figure(current),
    final: figure(final),
    currentPercent: percent(current),
    finalPercent: percent(final),
  };
};

interface TableInput {
  students: GradebookStudent[];
  groups: { group: AssignmentGroup; assignments: Assignment[] }[];
  submissions: Submission[];
  grades?: Record<string, GradebookGrades>;
  weighted?: boolean;
  gradingScheme?: GradebookTable['gradingScheme'];
}

export function table({ students, groups, submissions, grades = {}, weighted = false, gradingScheme = null }: TableInput): GradebookTable {
  const byKey = new Map(submissions.map((s) => [`${s.user_id}:${s.assignment_id}`, s]));
  return {
    courseId: '1', courseCode: 'BIO 101', students, weighted, gradingScheme,
    // The tests' course grades name each group by its Canvas id as a number.
    groups: groups.map((entry) => ({ ...entry, calculatorId: Number(entry.group.id) })),
    submissionOf: (userId, assignmentId) => byKey.get(`${userId}:${assignmentId}`),
    gradesOf: (userId) => grades[userId],
    loadAll: () => Promise.resolve(),
  };
}
