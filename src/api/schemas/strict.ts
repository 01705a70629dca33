import { z } from 'zod';
import { isoDateTime } from './ids';

/** On the wire Canvas sends ISO 8601 with `Z` or an offset (§1.5); the contract accepts nothing else. */
const strictDateTime = z.iso.datetime({ offset: true });

export type StrictOptions = {
  /** Top-level keys the lenient schema leaves optional for older services but this server must always send. */
  require?: readonly string[];
  /** Keep unknown top-level keys, for objects whose extra keys vary by kind (activity stream items). */
  openTopLevel?: boolean;
};

/**
 * The contract variant of one of the app's lenient schemas, built from the same definition: every object is
 * strict (an undocumented key fails) and every `isoDateTime` must be an ISO 8601 date-time with a zone.
 */
export function strictContract<T extends z.ZodType>(schema: T, options: StrictOptions = {}): z.ZodType<z.output<T>> {
  const { require = [], openTopLevel = false } = options;
  const tightened = tighten(schema);
  if (require.length === 0 && !openTopLevel) return tightened as z.ZodType<z.output<T>>;
  if (!(tightened instanceof z.ZodObject)) throw new Error('strictContract: these options need an object schema');
  const shape: Record<string, z.ZodType> = { ...tightened.shape };
  for (const key of require) {
    const field = shape[key];
    if (!(field instanceof z.ZodOptional)) throw new Error(`strictContract: "${key}" is not an optional field`);
    shape[key] = field.unwrap() as z.ZodType;
  }
  const result: z.ZodType = openTopLevel ? z.looseObject(shape) : z.strictObject(shape);
  return result as z.ZodType<z.output<T>>;
}

function tighten(schema: z.ZodType): z.ZodType {
  if (schema === isoDateTime) return strictDateTime;
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => [key, tighten(field)]));
    return z.strictObject(shape);
  }
  if (schema instanceof z.ZodOptional) return tighten(schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodNullable) return tighten(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodArray) return z.array(tighten(schema.element as z.ZodType));
  if (schema instanceof z.ZodRecord) return z.record(schema.keyType, tighten(schema.valueType as z.ZodType));
  if (schema instanceof z.ZodUnion) {
    const [first, ...rest] = (schema.options as z.ZodType[]).map(tighten);
    if (!first) throw new Error('strictContract: empty union');
    return z.union([first, ...rest]);
  }
  return schema;
}
