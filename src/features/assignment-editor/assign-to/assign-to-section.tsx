import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { formatCount } from '@/lib/format-count';
import { assigneeId, emptyCard, everyoneLabel, holdsEveryone, type Assignee, type AssignToCard } from './assign-to-model';
import { AssignToCardView } from './assign-to-card-view';
import { unassignedStudentCount } from './unassigned-count';
import { useHeadcounts } from './use-headcounts';
import './assign-to.css';
import type { CanvasId } from '@/api/schemas/ids';

export interface AssignToSectionProps {
  /** The form field holding the AssignToCard[] (validate it with assignToCardsSchema), e.g. "assignTo". */
  name: string;
  courseId: CanvasId;
  /** The course's IANA time zone: every date on the cards is entered and shown in it. */
  timeZone: string;
  /** The assignment's group set; its groups are offered only when there is one. */
  groupCategoryId: CanvasId | null;
  /** Keys of the cards whose last save failed (saveAssignTo's failedCardKeys): marked "Not saved". */
  failedCardKeys?: readonly string[];
}

/** Cards after a change that may leave "everyone" on no card: the change waits for the warning's answer. */
interface PendingLoss {
  next: AssignToCard[];
  unassigned: number;
}

/**
 * The "Assign to" cards inside the editor's form (react-hook-form): who gets which dates. An assignee is on one
 * card only; taking "everyone" off the last card that has it asks first, naming how many students that leaves out.
 */
export function AssignToSection({ name, courseId, timeZone, groupCategoryId, failedCardKeys = [] }: AssignToSectionProps) {
  const { control, setValue, setFocus, formState } = useFormContext<FieldValues>();
  const { fields, append } = useFieldArray({ control, name });
  const cards = (useWatch({ control, name }) as AssignToCard[] | undefined) ?? [];
  const headcounts = useHeadcounts(courseId, groupCategoryId);
  const [pending, setPending] = useState<PendingLoss | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // A removed card took the focus with it: "Add card" gets it, once a closing dialog has restored its own.
  const [cardsRemoved, setCardsRemoved] = useState(0);
  useEffect(() => {
    if (cardsRemoved > 0) addButton.current?.focus();
  }, [cardsRemoved]);
  const label = everyoneLabel(cards.length);

  const apply = (next: AssignToCard[], removedCard: boolean) => {
    setValue(name, next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    if (removedCard) setCardsRemoved((count) => count + 1);
  };
  /** Applies the change, or asks first when it leaves "everyone" on no card; true when applied at once. */
  const change = (next: AssignToCard[], removedCard: boolean): boolean => {
    if (cards.some(holdsEveryone) && !next.some(holdsEveryone)) {
      setPending({ next, unassigned: unassignedStudentCount(next, headcounts) });
      return false;
    }
    apply(next, removedCard);
    return true;
  };
  const removeCard = (index: number) => change(cards.filter((_, i) => i !== index), true);
  const removeAssignee = (index: number, assignee: Assignee) =>
    change(
      cards.map((card, i) => (i === index ? { ...card, assignees: card.assignees.filter((a) => assigneeId(a) !== assigneeId(assignee)) } : card)),
      false,
    );
  const addCard = () => {
    append(emptyCard());
    // After React renders the new card: its picker takes focus, as in Canvas's tray.
    window.setTimeout(() => setFocus(`${name}.${cards.length}.assignees`), 0);
  };

  return (
    <fieldset className="assign-to">
      <legend className="assign-to__legend">Assign to</legend>
      <p className="assign-to__intro">
        Each card gives its students their dates. Dates are in the course’s time zone ({timeZone}).
      </p>
      <ul className="assign-to__cards">
        {fields.map((field, index) => {
          const card = cards[index];
          if (!card) return null;
          const elsewhere = new Set(cards.flatMap((other, i) => (i === index ? [] : other.assignees.map(assigneeId))));
          return (
            <AssignToCardView
              key={field.id}
              path={`${name}.${index}`}
              position={index + 1}
              courseId={courseId}
              timeZone={timeZone}
              groupCategoryId={groupCategoryId}
              takenElsewhere={elsewhere}
              everyoneLabel={label}
              failed={failedCardKeys.includes(card.key)}
              onRemoveCard={() => removeCard(index)}
              onRemoveAssignee={(assignee) => removeAssignee(index, assignee)}
            />
          );
        })}
      </ul>
      {cards.length === 0 ? <p className="assign-to__empty">No one is assigned yet: add a card.</p> : null}
      <Button ref={addButton} onPress={addCard} className="assign-to__add">
        Add card
      </Button>
      <ConfirmDialog
        isOpen={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title="Assign only to the cards left?"
        description={
          <p>
            No card will assign everyone, so only the students, sections and groups on the remaining cards will see this
            assignment. <strong>{formatCount(pending?.unassigned ?? 0, 'student')} will not be assigned.</strong>
          </p>
        }
        confirmLabel="Remove everyone"
        tone="danger"
        onConfirm={() => {
          if (pending) apply(pending.next, true);
          setPending(null);
        }}
      />
    </fieldset>
  );
}
