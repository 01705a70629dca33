import { z } from 'zod';

/**
 * Canvas ids are JSON integers. We keep them as numbers because local ids are
 * small. Hosted Canvas can send cross-shard ids above 2^53 (canvas-api.md §1.4);
 * supporting those would mean sending `Accept: application/json+canvas-string-ids`
 * and switching these schemas to strings.
 */
export const canvasId = z.number().int();

/** ISO 8601 timestamps stay strings: Canvas sends `Z` but fixtures show offsets too (§1.5). */
export const isoDateTime = z.string();
