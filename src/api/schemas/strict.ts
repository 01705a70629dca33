import { z } from 'zod';
import { isAlwaysSent } from './always-sent';
import { fileUrl } from './file-url';
import { canvasId, isoDateTime } from './ids';

/** A file the caller may not open yet comes with an empty url (locked for a student). */
const absoluteUrl = z.union([z.literal(''), z.url({ protocol: /^https?$/ })]);

/** On the wire Canvas sends ISO 8601 with `Z` or an offset (§1.5); the contract accepts nothing else. */
const strictDateTime = z.iso.datetime({ offset: true });

/**
 * Ids on the wire: JSON integers by default, strings of digits when the client sent
 * `Accept: application/json+canvas-string-ids` (§1.4). The app accepts either and keeps strings; a contract holds
 * the server to the one form the request asked for, so a server that mixes them fails, and hands the test the
 * body as sent, so a test compares ids with the database's numbers.
 */
const strictIds = {
  number: z.number().int().nonnegative(),
  string: z.string().regex(/^\d+$/),
} as const;
export type IdForm = keyof typeof strictIds;

export type StrictOptions = {
  /** Top-level keys the lenient schema leaves optional for older services but this server must always send. */
  require?: readonly string[];
  /** Keep unknown top-level keys, for objects whose extra keys vary by kind (activity stream items). */
  openTopLevel?: boolean;
  /** Which form ids must take: `number` (the default, no string-ids header) or `string`. */
  ids?: IdForm;
};

/**
 * The contract variant of one of the app's lenient schemas, built from the same definition: every object is
 * strict (an undocumented key fails), every `alwaysSent` field is required, every `isoDateTime` must be an ISO 8601
 * date-time with a zone, and every `canvasId` must take the wire form asked for. It yields the body as sent (typed
 * as the schema's input, where an id is a number), not the app's view of it.
 */
export function strictContract<T extends z.ZodType>(schema: T, options: StrictOptions = {}): z.ZodType<z.input<T>, z.input<T>> {
  const { require = [], openTopLevel = false, ids = 'number' } = options;
  const tightened = tighten(schema, strictIds[ids]);
  if (require.length === 0 && !openTopLevel) return tightened as z.ZodType<z.input<T>, z.input<T>>;
  if (!(tightened instanceof z.ZodObject)) throw new Error('strictContract: these options need an object schema');
  const shape: Record<string, z.ZodType> = { ...tightened.shape };
  for (const key of require) {
    const field = shape[key];
    if (!(field instanceof z.ZodOptional)) throw new Error(`strictContract: "${key}" is not an optional field`);
    shape[key] = field.unwrap() as z.ZodType;
  }
  const result: z.ZodType = openTopLevel ? z.looseObject(shape) : z.strictObject(shape);
  return result as z.ZodType<z.input<T>, z.input<T>>;
}

function tighten(schema: z.ZodType, id: z.ZodType): z.ZodType {
  if (schema === isoDateTime) return strictDateTime;
  if (schema === canvasId) return id;
  // Canvas names files by absolute URL; only the app points them at its own origin.
  if (schema === fileUrl) return absoluteUrl;
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => [key, tighten(field, id)]));
    return z.strictObject(shape);
  }
  // Optional to the app, which never reads it; the server must send it all the same.
  if (schema instanceof z.ZodOptional && isAlwaysSent(schema)) return tighten(schema.unwrap() as z.ZodType, id);
  if (schema instanceof z.ZodOptional) return tighten(schema.unwrap() as z.ZodType, id).optional();
  if (schema instanceof z.ZodNullable) return tighten(schema.unwrap() as z.ZodType, id).nullable();
  if (schema instanceof z.ZodArray) return z.array(tighten(schema.element as z.ZodType, id));
  if (schema instanceof z.ZodRecord) return z.record(schema.keyType, tighten(schema.valueType as z.ZodType, id));
  if (schema instanceof z.ZodUnion) {
    const [first, ...rest] = (schema.options as z.ZodType[]).map((option) => tighten(option, id));
    if (!first) throw new Error('strictContract: empty union');
    return z.union([first, ...rest]);
  }
  return schema;
}
