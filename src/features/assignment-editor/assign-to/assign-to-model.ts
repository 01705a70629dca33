/**
 * The "Assign to" cards of the assignment editor. One card is one set of dates for its assignees: the card
 * holding "Everyone" (or "Everyone else" once other cards exist) carries the assignment's own dates; every other
 * card is one override per assignee kind it holds (Canvas keeps one target per override, so a card with a
 * section and two students saves as two overrides sharing its dates).
 */

export type Assignee =
  | { kind: 'everyone' }
  | { kind: 'student'; id: number; name: string }
  | { kind: 'section'; id: number; name: string }
  | { kind: 'group'; id: number; name: string };

/** Dates as datetime-local values in the course's time zone ("2026-01-12T09:00"), '' for none. */
export interface CardDates {
  due_at: string;
  unlock_at: string;
  lock_at: string;
}

export interface AssignToCard extends CardDates {
  /** Stable React key; never sent. */
  key: string;
  assignees: Assignee[];
  /** The overrides this card was loaded from (empty for a new card or the "everyone" card). */
  overrideIds: number[];
}
