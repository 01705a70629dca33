import { z } from 'zod/mini';
import { assignToCardsSchema } from './assign-to/assign-to-schema';
import { GRADING_TYPES, ONLINE_TYPES, SUBMISSION_MODES } from './assignment-options';

/**
 * The assignment editor's own values (strings as the inputs hold them). Dates live on the "Assign to" cards (their
 * schema checks assignees and Canvas's date order); the card holding "Everyone" carries the assignment's own dates.
 */

export const MAX_NAME_LENGTH = 255;

const baseSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Enter a name.'), z.maxLength(MAX_NAME_LENGTH, `Use at most ${MAX_NAME_LENGTH} characters.`)),
  description: z.string(),
  points_possible: z.string(),
  grading_type: z.enum(GRADING_TYPES),
  submission_mode: z.enum(SUBMISSION_MODES),
  online_types: z.array(z.enum(ONLINE_TYPES)),
  restrict_extensions: z.boolean(),
  /** As typed: "pdf, docx". */
  allowed_extensions: z.string(),
  external_tool_url: z.string(),
  assignment_group_id: z.string(),
  is_group_assignment: z.boolean(),
  group_category_id: z.string(),
  anonymous_grading: z.boolean(),
  published: z.boolean(),
  cards: assignToCardsSchema,
});

export type AssignmentFormValues = z.infer<typeof baseSchema>;
type Issue = { path: (string | number)[]; message: string };

function fieldIssues(values: AssignmentFormValues): Issue[] {
  const issues: Issue[] = [];
  const graded = values.grading_type !== 'not_graded';
  if (graded && !(values.points_possible.trim() !== '' && Number(values.points_possible) >= 0)) {
    issues.push({ path: ['points_possible'], message: 'Enter points as a number, 0 or more.' });
  }
  if (values.submission_mode === 'online' && values.online_types.length === 0) {
    issues.push({ path: ['online_types'], message: 'Choose at least one submission type.' });
  }
  const uploads = values.submission_mode === 'online' && values.online_types.includes('online_upload');
  if (uploads && values.restrict_extensions && splitExtensions(values.allowed_extensions).length === 0) {
    issues.push({ path: ['allowed_extensions'], message: 'Enter at least one allowed file type.' });
  }
  if (values.submission_mode === 'external_tool' && graded && values.external_tool_url.trim() === '') {
    issues.push({ path: ['external_tool_url'], message: 'Enter the external tool’s URL.' });
  }
  if (values.is_group_assignment && values.group_category_id === '') {
    issues.push({ path: ['group_category_id'], message: 'Choose a group set.' });
  }
  // As the server and Canvas's editor: graders of a group assignment see the group, so it cannot be anonymous.
  if (values.is_group_assignment && values.anonymous_grading) {
    issues.push({ path: ['anonymous_grading'], message: 'Anonymous grading cannot be used on a group assignment.' });
  }
  if (!values.is_group_assignment) issues.push(...groupCardIssues(values.cards));
  return issues;
}

/** Groups can be assigned only while this is a group assignment: Canvas refuses a group override otherwise. */
function groupCardIssues(cards: AssignmentFormValues['cards']): Issue[] {
  return cards.flatMap((card, index) =>
    card.assignees.some((assignee) => assignee.kind === 'group')
      ? [{ path: ['cards', index, 'assignees'], message: 'Assign to: groups can be chosen only for a group assignment. Remove them, or make this a group assignment.' }]
      : [],
  );
}

export const assignmentFormSchema = baseSchema.check(
  z.superRefine((values, context) => {
    for (const issue of fieldIssues(values)) context.addIssue({ code: 'custom', ...issue });
  }),
);

/** "pdf, .docx  txt" -> ["pdf", "docx", "txt"]: Canvas wants extensions without the dot. */
export function splitExtensions(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((part) => part.trim().replace(/^\./, '').toLowerCase())
    .filter((part) => part !== '');
}
