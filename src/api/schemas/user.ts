import { z } from 'zod';
import { alwaysSent } from './always-sent';
import { enrollmentSchema } from './enrollment';
import { canvasId, isoDateTime } from './ids';

/** User (§7.2). Permission-gated fields are optional: Canvas omits them, not nulls them. */
export const userSchema = z.looseObject({
  id: canvasId,
  name: z.string(),
  sortable_name: z.string(),
  short_name: alwaysSent(z.string()),
  created_at: alwaysSent(isoDateTime.nullable()),
  sis_user_id: z.string().nullable().optional(),
  integration_id: z.string().nullable().optional(),
  login_id: z.string().optional(),
  email: z.string().nullable().optional(),
  avatar_url: z.string().optional(),
  pronouns: z.string().nullable().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  enrollments: z.array(enrollmentSchema).optional(),
  last_login: isoDateTime.nullable().optional(),
  bio: z.string().nullable().optional(),
  locale: z.string().nullable().optional(),
  effective_locale: z.string().optional(),
  time_zone: z.string().optional(),
  permissions: z.record(z.string(), z.boolean()).optional(),
  uuid: z.string().optional(),
});

export type User = z.infer<typeof userSchema>;

/** The compact user embedded in other objects, e.g. a course's teachers (§7.2.2). */
export const userDisplaySchema = z.looseObject({
  id: canvasId,
  display_name: z.string(),
  anonymous_id: z.string().optional(),
  avatar_image_url: z.string().nullable().optional(),
  html_url: z.string().optional(),
  pronouns: z.string().nullable().optional(),
  fake_student: z.boolean().optional(),
  email: z.string().nullable().optional(),
});

export type UserDisplay = z.infer<typeof userDisplaySchema>;
