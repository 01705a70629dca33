import { readServerErrors } from '@/components/form/server-errors';
import type { AssignToCard } from './assign-to/assign-to-model';
import type { AssignToSaveResult } from './assign-to/save-assign-to';

/** One request of a save that did not go through, as the form lists it. */
export interface UnsavedItem {
  /** The card to mark; absent for a removed card whose override could not be deleted. */
  cardKey?: string;
  label: string;
  message: string;
}

/** "Section A, Ana Ruiz": who a card's dates are for, as far as the names are known. */
function cardLabel(card: AssignToCard | undefined): string {
  const names = (card?.assignees ?? []).map((assignee) => (assignee.kind === 'everyone' ? 'Everyone' : assignee.name)).filter(Boolean);
  return names.length > 0 ? `Dates for ${names.join(', ')}` : 'Dates for the chosen students';
}

function firstMessage(error: unknown): string {
  const { fields, summary } = readServerErrors(error, {});
  return summary[0] ?? fields[0]?.message ?? 'The request failed.';
}

/**
 * What a partial save left unsaved. The runner sends deletes, then updates, then creates, and keeps the failed
 * ones and their errors in that same order, so the two lists line up.
 */
export function unsavedItems(result: AssignToSaveResult, cards: readonly AssignToCard[]): UnsavedItem[] {
  const { deletes, updates, creates } = result.unsaved;
  const cardByKey = (key: string) => cards.find((card) => card.key === key);
  const items: Omit<UnsavedItem, 'message'>[] = [
    ...deletes.map(() => ({ label: 'Removing dates you deleted' })),
    ...[...updates, ...creates].map((op) => ({ cardKey: op.cardKey, label: cardLabel(cardByKey(op.cardKey)) })),
  ];
  return items.map((item, index) => ({ ...item, message: firstMessage(result.errors[index]) }));
}
