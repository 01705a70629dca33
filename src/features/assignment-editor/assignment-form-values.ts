import { z } from 'zod';
import { isLocalDateTime } from '@/lib/zoned-time';
import type { AssignToCard, Assignee } from './assign-to/assign-to-model';
import { GRADING_TYPES, ONLINE_TYPES, SUBMISSION_MODES } from './assignment-options';

/**
 * The assignment editor's own values (strings as the inputs hold them). Dates live on the "Assign to" cards as
 * wall-clock values in the course's time zone; the card holding "Everyone" carries the assignment's own dates.
 */

export const MAX_NAME_LENGTH = 255;

const localDateTime = z.string().refine((value) => value === '' || isLocalDateTime(value), 'Enter a complete date and time.');

const cardSchema = z.object({
  key: z.string(),
  assignees: z.array(z.custom<Assignee>()),
  overrideIds: z.array(z.number()),
  due_at: localDateTime,
  unlock_at: localDateTime,
  lock_at: localDateTime,
}) satisfies z.ZodType<AssignToCard>;

const baseSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name.').max(MAX_NAME_LENGTH, `Use at most ${MAX_NAME_LENGTH} characters.`),
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
  published: z.boolean(),
  cards: z.array(cardSchema),
});

export type AssignmentFormValues = z.infer<typeof baseSchema>;
export type CardDateField = 'due_at' | 'unlock_at' | 'lock_at';

/** Canvas's date validator (and the server's): unlock ≤ due ≤ lock, the error on the field named. */
const DATE_ORDER: readonly { early: CardDateField; late: CardDateField; field: CardDateField; message: string }[] = [
  { early: 'unlock_at', late: 'due_at', field: 'unlock_at', message: 'Unlock date cannot be after due date' },
  { early: 'due_at', late: 'lock_at', field: 'lock_at', message: 'Lock date cannot be before due date' },
  { early: 'unlock_at', late: 'lock_at', field: 'unlock_at', message: 'Unlock date cannot be after lock date' },
];

/** The first date-order problem of each field. Values share one zone and one format, so text order is time order. */
export function dateOrderErrors(dates: Pick<AssignToCard, CardDateField>): Partial<Record<CardDateField, string>> {
  const errors: Partial<Record<CardDateField, string>> = {};
  for (const rule of DATE_ORDER) {
    const early = dates[rule.early];
    const late = dates[rule.late];
    if (early && late && isLocalDateTime(early) && isLocalDateTime(late) && early > late) errors[rule.field] ??= rule.message;
  }
  return errors;
}

export const isEveryoneCard = (card: Pick<AssignToCard, 'assignees'>) => card.assignees.some((assignee) => assignee.kind === 'everyone');

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
  return issues;
}

function cardIssues(cards: readonly AssignToCard[]): Issue[] {
  return cards.flatMap((card, index) => [
    ...(card.assignees.length === 0 ? [{ path: ['cards', index, 'assignees'], message: 'Choose who these dates are for.' }] : []),
    ...Object.entries(dateOrderErrors(card)).map(([field, message]) => ({ path: ['cards', index, field], message })),
  ]);
}

export const assignmentFormSchema = baseSchema.superRefine((values, context) => {
  for (const issue of [...fieldIssues(values), ...cardIssues(values.cards)]) context.addIssue({ code: 'custom', ...issue });
});

/** "pdf, .docx  txt" -> ["pdf", "docx", "txt"]: Canvas wants extensions without the dot. */
export function splitExtensions(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((part) => part.trim().replace(/^\./, '').toLowerCase())
    .filter((part) => part !== '');
}
