import { z } from 'zod/mini';

/**
 * Canvas's GraphQL answers for post policies (docs/canvas-contract.md §10.11): ids are strings, `_id` the legacy
 * id Canvas's REST API uses, `id` the global (relay) id. Only the fields Lectern's operations ask for.
 */

const node = { id: z.string(), _id: z.string() };

const validationErrorSchema = z.looseObject({ attribute: z.nullable(z.string()), message: z.string() });

const postPolicySchema = z.looseObject({
  ...node,
  postManually: z.boolean(),
  course: z.looseObject({ ...node }),
  assignment: z.nullable(z.looseObject({ ...node })),
});

const progressStateSchema = z.enum(['queued', 'running', 'completed', 'failed']);

export const postingPayloadSchema = z.looseObject({
  progress: z.nullable(z.looseObject({ ...node, state: progressStateSchema })),
  sections: z.nullable(z.array(z.looseObject({ ...node, name: z.string() }))),
  errors: z.nullable(z.array(validationErrorSchema)),
});

export const policyPayloadSchema = z.looseObject({
  postPolicy: z.nullable(postPolicySchema),
  errors: z.nullable(z.array(validationErrorSchema)),
});

/** A GraphQL error as graphql-ruby (and graphql-js) answers it, with HTTP 200. */
const graphqlErrorSchema = z.looseObject({
  message: z.string(),
  locations: z.optional(z.array(z.looseObject({ line: z.number(), column: z.number() }))),
  path: z.optional(z.array(z.union([z.string(), z.number()]))),
});

/** `{ data: { <field>: payload } }` or `{ errors: […] }`, possibly both. */
export const graphqlAnswerSchema = <T extends z.core.$ZodType>(field: string, payload: T) =>
  z.looseObject({
    data: z.optional(z.nullable(z.looseObject({ [field]: z.nullable(payload) }))),
    errors: z.optional(z.array(graphqlErrorSchema)),
  });
