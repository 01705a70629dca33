import { z } from 'zod/mini';
import { alwaysSent } from './always-sent';

/**
 * Navigation tab (§7.12, Canvas's Api::V1::Tab#tab_json). `id` is a string (`home`, `context_external_tool_4`).
 * Lenient for the app: an unknown `type` or `visibility` from a newer Canvas still parses.
 */
export const tabSchema = z.looseObject({
  id: z.string(),
  label: z.string(),
  type: z.union([z.literal('internal'), z.literal('external'), z.string()]),
  html_url: z.string(),
  full_url: alwaysSent(z.string()),
  position: z.int(),
  visibility: z.union([z.literal('public'), z.literal('members'), z.literal('admins'), z.literal('none'), z.string()]),
  // Present only when true (Canvas leaves the key out otherwise).
  hidden: z.optional(z.boolean()),
  unused: z.optional(z.boolean()),
  // External tools only: the sessionless launch API URL.
  url: z.optional(z.string()),
});

export type Tab = z.infer<typeof tabSchema>;

/** The body of PUT /courses/:course_id/tabs/:tab_id (§6.2): either or both fields. */
export type TabUpdate = { position?: number; hidden?: boolean };

/** Tabs Canvas never lets anyone move or hide (tabs_controller.rb#update). */
export const LOCKED_TAB_IDS: readonly string[] = ['home', 'settings'];
