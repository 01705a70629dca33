import { relayId } from '../../graphql/relay-ids';
import type { AssignmentRow } from '../assignments/assignment-row';
import type { ProgressRow } from '../progress/progress.store';

/**
 * The GraphQL objects post policies answer with, as plain values for graphql-js's default resolvers. Canvas's
 * PostPolicy has an id of its own; Lectern keeps the policy on the assignment or the course (decision 0055), so
 * a policy's `_id` is its assignment's id, or its course's for the course's own policy.
 */

type NamedRow = { id: number; name: string };

const node = (type: 'Course' | 'Section', row: NamedRow) => ({ id: relayId(type, row.id), _id: String(row.id), name: row.name });

const courseNode = (course: NamedRow) => node('Course', course);
export const sectionNode = (section: NamedRow) => node('Section', section);

export function assignmentNode(assignment: Pick<AssignmentRow, 'id' | 'name' | 'post_manually'>, course: NamedRow) {
  return {
    id: relayId('Assignment', assignment.id),
    _id: String(assignment.id),
    name: assignment.name,
    postManually: Boolean(assignment.post_manually),
    postPolicy: () => assignmentPolicyNode(assignment, course),
  };
}

export function assignmentPolicyNode(assignment: Pick<AssignmentRow, 'id' | 'name' | 'post_manually'>, course: NamedRow) {
  return {
    id: relayId('PostPolicy', assignment.id),
    _id: String(assignment.id),
    postManually: Boolean(assignment.post_manually),
    course: courseNode(course),
    assignment: () => assignmentNode(assignment, course),
  };
}

export const coursePolicyNode = (course: NamedRow, postManually: boolean) => ({
  id: relayId('PostPolicy', course.id),
  _id: String(course.id),
  postManually,
  course: courseNode(course),
  assignment: null,
});

export const progressNode = (progress: ProgressRow) => ({
  id: relayId('Progress', progress.id),
  _id: String(progress.id),
  tag: progress.tag,
  completion: Math.round(progress.completion),
  state: progress.workflow_state,
  message: progress.message,
});
