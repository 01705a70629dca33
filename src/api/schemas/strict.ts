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
type IdForm = keyof typeof strictIds;

/** Any zod schema: the app's are zod/mini, the contracts classic zod (only tests use them), both on zod's core. */
type Definition = z.core.$ZodType;

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
export function strictContract<T extends Definition>(schema: T, options: StrictOptions = {}): z.ZodType<z.input<T>, z.input<T>> {
  const { require = [], openTopLevel = false, ids = 'number' } = options;
  const tightened = tighten(schema, strictIds[ids]);
  if (require.length === 0 && !openTopLevel) return tightened as z.ZodType<z.input<T>, z.input<T>>;
  if (!(tightened instanceof z.ZodObject)) throw new Error('strictContract: these options need an object schema');
  const shape: Record<string, Definition> = { ...tightened.shape };
  for (const key of require) {
    const field = shape[key];
    if (!(field instanceof z.ZodOptional)) throw new Error(`strictContract: "${key}" is not an optional field`);
    shape[key] = field.unwrap();
  }
  const result: z.ZodType = openTopLevel ? z.looseObject(shape) : z.strictObject(shape);
  return result as z.ZodType<z.input<T>, z.input<T>>;
}

function tighten(schema: Definition, id: Definition): Definition {
  if (schema === isoDateTime) return strictDateTime;
  if (schema === canvasId) return id;
  // Canvas names files by absolute URL; only the app points them at its own origin.
  if (schema === fileUrl) return absoluteUrl;
  // instanceof zod's core classes: true of the app's zod/mini schemas and of the classic ones built here alike.
  if (schema instanceof z.core.$ZodObject) {
    const fields = Object.entries(schema._zod.def.shape as Record<string, Definition>);
    return z.strictObject(Object.fromEntries(fields.map(([key, field]) => [key, tighten(field, id)])));
  }
  // Optional to the app, which never reads it; the server must send it all the same.
  if (schema instanceof z.core.$ZodOptional && isAlwaysSent(schema)) return tighten(schema._zod.def.innerType, id);
  if (schema instanceof z.core.$ZodOptional) return z.optional(tighten(schema._zod.def.innerType, id));
  if (schema instanceof z.core.$ZodNullable) return z.nullable(tighten(schema._zod.def.innerType, id));
  if (schema instanceof z.core.$ZodArray) return z.array(tighten(schema._zod.def.element, id));
  if (schema instanceof z.core.$ZodRecord) return z.record(schema._zod.def.keyType, tighten(schema._zod.def.valueType, id));
  if (schema instanceof z.core.$ZodUnion) {
    const [first, ...rest] = (schema._zod.def.options as Definition[]).map((option) => tighten(option, id));
    if (!first) throw new Error('strictContract: empty union');
    return z.union([first, ...rest]);
  }
  return schema;
}
