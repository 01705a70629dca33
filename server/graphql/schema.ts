import { buildSchema } from 'graphql';
import { postPolicyRoot } from '../resources/post-policies/post-policy.resolvers';

/**
 * The part of Canvas's GraphQL schema Lectern answers (decision 0055): the post-policy mutations and what their
 * payloads carry, with Canvas's type, field and argument names (canvas-lms app/graphql/types/*.rb,
 * app/graphql/mutations/*.rb). Each mutation takes one `input` object and answers a payload with `errors`, as
 * Canvas's BaseMutation does.
 */
const TYPE_DEFS = /* GraphQL */ `
  type Query {
    assignment(id: ID!): Assignment
  }

  type Mutation {
    setAssignmentPostPolicy(input: SetAssignmentPostPolicyInput!): SetAssignmentPostPolicyPayload
    setCoursePostPolicy(input: SetCoursePostPolicyInput!): SetCoursePostPolicyPayload
    postAssignmentGrades(input: PostAssignmentGradesInput!): PostAssignmentGradesPayload
    hideAssignmentGrades(input: HideAssignmentGradesInput!): HideAssignmentGradesPayload
  }

  type ValidationError {
    attribute: String
    message: String!
  }

  type Course {
    id: ID!
    _id: ID!
    name: String!
  }

  type Section {
    id: ID!
    _id: ID!
    name: String!
  }

  type Assignment {
    id: ID!
    _id: ID!
    name: String
    postManually: Boolean
    postPolicy: PostPolicy
  }

  type PostPolicy {
    id: ID!
    _id: ID!
    postManually: Boolean!
    course: Course!
    assignment: Assignment
  }

  enum ProgressState {
    queued
    running
    completed
    failed
  }

  type Progress {
    id: ID!
    _id: ID!
    tag: String!
    completion: Int
    state: ProgressState!
    message: String
  }

  input SetAssignmentPostPolicyInput {
    assignmentId: ID!
    postManually: Boolean!
  }

  type SetAssignmentPostPolicyPayload {
    postPolicy: PostPolicy
    errors: [ValidationError!]
  }

  input SetCoursePostPolicyInput {
    courseId: ID!
    postManually: Boolean!
  }

  type SetCoursePostPolicyPayload {
    postPolicy: PostPolicy
    errors: [ValidationError!]
  }

  input PostAssignmentGradesInput {
    assignmentId: ID!
    sectionIds: [ID!]
    onlyStudentIds: [ID!]
    skipStudentIds: [ID!]
    gradedOnly: Boolean
  }

  type PostAssignmentGradesPayload {
    assignment: Assignment
    progress: Progress
    sections: [Section!]
    errors: [ValidationError!]
  }

  input HideAssignmentGradesInput {
    assignmentId: ID!
    sectionIds: [ID!]
    onlyStudentIds: [ID!]
    skipStudentIds: [ID!]
  }

  type HideAssignmentGradesPayload {
    assignment: Assignment
    progress: Progress
    sections: [Section!]
    errors: [ValidationError!]
  }
`;

export const schema = buildSchema(TYPE_DEFS);

/** Root resolvers by field name, for graphql-js's default field resolver. */
export const rootValue = { ...postPolicyRoot };
