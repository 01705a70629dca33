import { z } from 'zod/mini';
import { canvasId, isoDateTime } from './ids';

/**
 * An activity stream item (§2.16). The common keys are required; the type-specific ones
 * (discussion_topic_id, submission_id, latest_messages, …) pass through untyped.
 */
export const activityItemSchema = z.looseObject({
  id: canvasId,
  title: z.nullable(z.string()),
  message: z.nullable(z.string()),
  // A string, not an enum: Canvas adds types (e.g. WebConference vs Conference).
  type: z.string(),
  read_state: z.nullable(z.boolean()),
  context_type: z.string(),
  course_id: z.optional(canvasId),
  group_id: z.optional(canvasId),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  html_url: z.optional(z.nullable(z.string())),
  notification_category: z.optional(z.nullable(z.string())),
  submission_id: z.optional(z.nullable(canvasId)),
  /** Submission items: the assignment submitted to. */
  assignment_id: z.optional(canvasId),
});

export type ActivityItem = z.infer<typeof activityItemSchema>;

/** One line of the activity stream summary (§2.17): counts per type (and notification category). */
const activitySummaryItemSchema = z.looseObject({
  type: z.string(),
  notification_category: z.nullable(z.string()),
  count: z.number(),
  unread_count: z.number(),
});

export const activitySummarySchema = z.array(activitySummaryItemSchema);

export type ActivitySummaryItem = z.infer<typeof activitySummaryItemSchema>;
