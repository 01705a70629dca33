import { z } from 'zod/mini';

const marked = new WeakSet<z.core.$ZodType>();

/**
 * A field Canvas always sends but the app never reads. The app treats it as optional, so an older Canvas or a
 * Canvas-compatible service that leaves it out still works; the embedded server's strict contract (strict.ts)
 * still requires it, so no contract test loses coverage. Marking it here, beside the field, keeps the two
 * views in one definition instead of a second list to keep in step.
 */
export function alwaysSent<T extends z.core.SomeType>(schema: T): z.ZodMiniOptional<T> {
  const optional = z.optional(schema);
  marked.add(optional);
  return optional;
}

export function isAlwaysSent(schema: z.core.$ZodType): boolean {
  return marked.has(schema);
}
