import type { CanvasId } from '@/api/schemas/ids';

/**
 * The "Assign to" cards of the assignment editor. One card is one set of dates for its assignees: the card
 * holding "Everyone" (or "Everyone else" once other cards exist) carries the assignment's own dates; every other
 * card is one override per assignee kind it holds (Canvas keeps one target per override, so a card with a
 * section and two students saves as two overrides sharing its dates).
 */

export type Assignee =
  | { kind: 'everyone' }
  /** `name` is '' until known: a loaded adhoc override carries only student ids (the chip looks the name up). */
  | { kind: 'student'; id: CanvasId; name: string }
  | { kind: 'section'; id: CanvasId; name: string }
  | { kind: 'group'; id: CanvasId; name: string };

/** Dates as datetime-local values in the course's time zone ("2026-01-12T09:00"), '' for none. */
export interface CardDates {
  due_at: string;
  unlock_at: string;
  lock_at: string;
}

export type CardDateKey = keyof CardDates;

export const CARD_DATE_KEYS: readonly CardDateKey[] = ['due_at', 'unlock_at', 'lock_at'];

/** The visible names of the date fields; validation messages and the cards use the same words. */
export const CARD_DATE_LABELS: Record<CardDateKey, string> = {
  due_at: 'Due',
  unlock_at: 'Available from',
  lock_at: 'Until',
};

export interface AssignToCard extends CardDates {
  /** Stable React key; never sent. */
  key: string;
  assignees: Assignee[];
  /** The overrides this card was loaded from (empty for a new card or the "everyone" card). */
  overrideIds: CanvasId[];
}

/** One identity per assignee, so the same section is recognised on any card. */
export function assigneeId(assignee: Assignee): string {
  return assignee.kind === 'everyone' ? 'everyone' : `${assignee.kind}-${assignee.id}`;
}

const isEveryone = (assignee: Assignee): boolean => assignee.kind === 'everyone';

export const holdsEveryone = (card: Pick<AssignToCard, 'assignees'>): boolean => card.assignees.some(isEveryone);

/** "Everyone" while it is the only card, "Everyone else" once other cards take some students. */
export function everyoneLabel(cardCount: number): string {
  return cardCount > 1 ? 'Everyone else' : 'Everyone';
}

let cardCounter = 0;

/** A key no other card of this page has. */
function newCardKey(): string {
  cardCounter += 1;
  return `new-${cardCounter}`;
}

/** An empty card, ready for assignees and dates. */
export function emptyCard(assignees: Assignee[] = []): AssignToCard {
  return { key: newCardKey(), assignees, overrideIds: [], due_at: '', unlock_at: '', lock_at: '' };
}
