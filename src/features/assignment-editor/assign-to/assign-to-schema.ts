import { z } from 'zod/mini';
import { datesOutOfOrder } from '@/lib/date-order';
import { isLocalDateTime } from '@/lib/zoned-time';
import { assigneeId, CARD_DATE_LABELS, type Assignee, type AssignToCard, type CardDateKey } from './assign-to-model';

const assigneeSchema = z.custom<Assignee>((value: unknown) => typeof value === 'object' && value !== null && 'kind' in value);

const dateValue = (key: CardDateKey) =>
  z.string().check(z.refine((value) => value === '' || isLocalDateTime(value), `${CARD_DATE_LABELS[key]} must be a date and time.`));

/** Wall-clock values of one zone compare as numbers; seconds are optional in a datetime-local value. */
const wallClock = (value: string) => Date.parse(`${value.length === 16 ? `${value}:00` : value}Z`);

/** One card: at least one assignee, valid dates in Canvas's order. Embed it in the editor's form schema. */
export const assignToCardSchema = z
  .object({
    key: z.string(),
    assignees: z.array(assigneeSchema).check(z.minLength(1, 'Assign to: choose at least one student, section, group or everyone.')),
    overrideIds: z.array(z.string()),
    due_at: dateValue('due_at'),
    unlock_at: dateValue('unlock_at'),
    lock_at: dateValue('lock_at'),
  })
  .check(
    z.superRefine((card, context) => {
      const reported = new Set<CardDateKey>();
      // Each broken rule is reported on its later field, once, named as the form names it.
      for (const [earlier, later] of datesOutOfOrder(card, (value) => (isLocalDateTime(value) ? wallClock(value) : NaN))) {
        if (reported.has(later)) continue;
        reported.add(later);
        context.addIssue({
          code: 'custom',
          path: [later],
          message: `${CARD_DATE_LABELS[later]} must not be before ${CARD_DATE_LABELS[earlier]}.`,
        });
      }
    }),
  ) satisfies z.ZodMiniType<AssignToCard>;

/** Every card, plus the rule across cards: an assignee is on one card only. */
export const assignToCardsSchema = z.array(assignToCardSchema).check(
  z.superRefine((cards, context) => {
    const seen = new Set<string>();
    cards.forEach((card, index) => {
      for (const assignee of card.assignees) {
        const id = assigneeId(assignee);
        if (seen.has(id)) {
          context.addIssue({ code: 'custom', path: [index, 'assignees'], message: 'Assign to: each assignee may be on one card only.' });
        }
        seen.add(id);
      }
    });
  }),
);
