import { z } from 'zod/mini';

/** GET /courses/:id/permissions (§2.20): a boolean per requested right name. */
export const coursePermissionsSchema = z.record(z.string(), z.boolean());
export type CoursePermissions = z.infer<typeof coursePermissionsSchema>;

/** POST /courses/:id/preview_html (§2.15). */
export const previewHtmlSchema = z.looseObject({ html: z.string() });

/**
 * DELETE /courses/:id (§2.6) answers `{"delete": true}` or `{"conclude": true}`. Old API docs show the
 * string "true", so both forms are accepted.
 */
const eventResult = z.union([z.boolean(), z.pipe(z.enum(['true', 'false']), z.transform((v) => v === 'true'))]);
export const courseDeleteResultSchema = z.looseObject({ delete: eventResult });
export const courseConcludeResultSchema = z.looseObject({ conclude: eventResult });
