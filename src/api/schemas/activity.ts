import { z } from 'zod';
import { canvasId, isoDateTime } from './ids';

/**
 * An activity stream item (§2.16). The common keys are required; the type-specific ones
 * (discussion_topic_id, submission_id, latest_messages, …) pass through untyped.
 */
export const activityItemSchema = z.looseObject({
  id: canvasId,
  title: z.string().nullable(),
  message: z.string().nullable(),
  // A string, not an enum: Canvas adds types (e.g. WebConference vs Conference).
  type: z.string(),
  read_state: z.boolean().nullable(),
  context_type: z.string(),
  course_id: canvasId.optional(),
  group_id: canvasId.optional(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  html_url: z.string().nullable().optional(),
  notification_category: z.string().nullable().optional(),
  submission_id: canvasId.nullable().optional(),
  /** Submission items: the assignment submitted to. */
  assignment_id: canvasId.optional(),
});

export type ActivityItem = z.infer<typeof activityItemSchema>;

/** One line of the activity stream summary (§2.17): counts per type (and notification category). */
export const activitySummaryItemSchema = z.looseObject({
  type: z.string(),
  notification_category: z.string().nullable(),
  count: z.number(),
  unread_count: z.number(),
});

export const activitySummarySchema = z.array(activitySummaryItemSchema);

export type ActivitySummaryItem = z.infer<typeof activitySummaryItemSchema>;
