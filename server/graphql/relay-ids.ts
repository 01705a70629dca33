import { GraphQLError } from 'graphql';

/** The node types whose ids Lectern's schema takes or answers. */
export type NodeType = 'Assignment' | 'Course' | 'Section' | 'User' | 'Progress' | 'PostPolicy';

/** graphql-ruby's UniqueWithinType: base64 of "Type-id", the global id Canvas answers as `id`. */
export const relayId = (type: NodeType, id: number): string => Buffer.from(`${type}-${id}`, 'utf8').toString('base64');

/** Ids above this are not Lectern's, and cannot be held exactly in a JavaScript number. */
const MAX_ID_DIGITS = 15;

/**
 * GraphQLHelpers.parse_relay_or_legacy_id (canvas-lms app/graphql/graphql_helpers.rb): a string of digits is the
 * legacy id; anything else must decode to a global id of the expected type, or the argument fails with Canvas's
 * "expected an id for …". An id that is well formed but too large to be Lectern's answers undefined (not found).
 */
export function legacyId(value: string, expected: NodeType): number | undefined {
  const raw = value.trim();
  const digits = /^\d+$/.test(raw) ? raw : decodeGlobal(raw, expected);
  return digits.length <= MAX_ID_DIGITS ? Number(digits) : undefined;
}

function decodeGlobal(value: string, expected: NodeType): string {
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  const separator = decoded.indexOf('-');
  const type = decoded.slice(0, separator);
  const id = decoded.slice(separator + 1);
  if (separator < 0 || type !== expected || !/^\d+$/.test(id)) throw new GraphQLError(`expected an id for ${expected}`);
  return id;
}

/** Each id of a list argument, refused whole when one is not of the expected type; unknown large ids drop out. */
export const legacyIds = (values: readonly string[] | null | undefined, expected: NodeType): number[] | undefined =>
  values?.flatMap((value) => {
    const id = legacyId(value, expected);
    return id === undefined ? [] : [id];
  });
