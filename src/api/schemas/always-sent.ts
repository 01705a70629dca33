import type { z } from 'zod';

const marked = new WeakSet<z.ZodType>();

/**
 * A field Canvas always sends but the app never reads. The app treats it as optional, so an older Canvas or a
 * Canvas-compatible service that leaves it out still works; the embedded server's strict contract (strict.ts)
 * still requires it, so no contract test loses coverage. Marking it here, beside the field, keeps the two
 * views in one definition instead of a second list to keep in step.
 */
export function alwaysSent<T extends z.ZodType>(schema: T): z.ZodOptional<T> {
  const optional = schema.optional();
  marked.add(optional);
  return optional;
}

export function isAlwaysSent(schema: z.ZodType): boolean {
  return marked.has(schema);
}
