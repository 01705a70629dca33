import { execute, GraphQLError, parse, validate, type DocumentNode, type ExecutionResult } from 'graphql';
import type { AppContext } from '../canvas/context';
import { isTree, type ParamValue } from '../canvas/params';
import { rootValue, schema } from './schema';

/** Far more than any of the schema's operations needs; a larger document is refused before it is parsed further. */
const MAX_TOKENS = 2000;

export function run(c: AppContext): Promise<ExecutionResult> | ExecutionResult {
  const params = c.get('params');
  const query = params.query;
  if (typeof query !== 'string' || query.trim() === '') return failed('No query string was present');
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: MAX_TOKENS });
  } catch (error) {
    return { errors: [error instanceof GraphQLError ? error : new GraphQLError('The query could not be parsed.')] };
  }
  const invalid = validate(schema, document);
  if (invalid.length > 0) return { errors: invalid };
  const variables = variableValues(params.variables);
  if (variables === 'unreadable') return failed('Variables could not be read as a JSON object.');
  return masked(
    execute({
      schema,
      document,
      rootValue,
      contextValue: { c },
      variableValues: variables,
      operationName: typeof params.operationName === 'string' ? params.operationName : undefined,
    }),
  );
}

const failed = (message: string): ExecutionResult => ({ errors: [new GraphQLError(message)] });

/** A JSON body carries variables as an object; a form body as a JSON string. */
function variableValues(value: ParamValue | undefined): Record<string, unknown> | undefined | 'unreadable' {
  if (value === undefined || value === null || value === '') return undefined;
  if (isTree(value)) return value;
  if (typeof value !== 'string') return 'unreadable';
  try {
    const parsed: unknown = JSON.parse(value);
    return isTree(parsed) ? parsed : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/**
 * Errors a resolver raised on purpose (GraphQLError) go out as they are; anything else is a bug whose message may
 * carry database details, so the caller reads a generic message and the operator the error.
 */
async function masked(result: Promise<ExecutionResult> | ExecutionResult): Promise<ExecutionResult> {
  const done = await result;
  if (!done.errors) return done;
  const errors = done.errors.map((error) => {
    if (!error.originalError || error.originalError instanceof GraphQLError) return error;
    console.error('graphql resolver failed', error.originalError);
    return new GraphQLError('Internal server error', { nodes: error.nodes, path: error.path });
  });
  return { ...done, errors };
}
