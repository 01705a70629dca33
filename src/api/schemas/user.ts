import { z } from 'zod/mini';
import { alwaysSent } from './always-sent';
import { enrollmentSchema } from './enrollment';
import { canvasId, isoDateTime } from './ids';

/** User (§7.2). Permission-gated fields are optional: Canvas omits them, not nulls them. */
export const userSchema = z.looseObject({
  id: canvasId,
  name: z.string(),
  sortable_name: z.string(),
  short_name: alwaysSent(z.string()),
  created_at: alwaysSent(z.nullable(isoDateTime)),
  sis_user_id: z.optional(z.nullable(z.string())),
  integration_id: z.optional(z.nullable(z.string())),
  login_id: z.optional(z.string()),
  email: z.optional(z.nullable(z.string())),
  avatar_url: z.optional(z.string()),
  pronouns: z.optional(z.nullable(z.string())),
  first_name: z.optional(z.string()),
  last_name: z.optional(z.string()),
  enrollments: z.optional(z.array(enrollmentSchema)),
  last_login: z.optional(z.nullable(isoDateTime)),
  bio: z.optional(z.nullable(z.string())),
  locale: z.optional(z.nullable(z.string())),
  effective_locale: z.optional(z.string()),
  time_zone: z.optional(z.string()),
  permissions: z.optional(z.record(z.string(), z.boolean())),
  uuid: z.optional(z.string()),
});

export type User = z.infer<typeof userSchema>;

/** The compact user embedded in other objects, e.g. a course's teachers (§7.2.2). */
export const userDisplaySchema = z.looseObject({
  id: canvasId,
  display_name: z.string(),
  anonymous_id: z.optional(z.string()),
  avatar_image_url: z.optional(z.nullable(z.string())),
  html_url: z.optional(z.string()),
  pronouns: z.optional(z.nullable(z.string())),
  fake_student: z.optional(z.boolean()),
  email: z.optional(z.nullable(z.string())),
});
