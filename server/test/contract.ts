import { expect } from 'vitest';
import { z } from 'zod';

/**
 * Parses a success response body with a strict contract schema (src/api/schemas/contracts.ts) and returns it
 * typed. A body that breaks the contract fails the test with every offending path, not just "false".
 */
export function expectContract<T>(contract: z.ZodType<T>, body: unknown): T {
  const result = contract.safeParse(body);
  if (!result.success) expect.fail(`response breaks the contract:\n${z.prettifyError(result.error)}`);
  return result.data;
}
