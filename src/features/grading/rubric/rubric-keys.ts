/** What a key pressed on a focused rubric criterion asks for (docs/decisions/0054-rubric-keyboard.md). */
export type RubricKeyAction =
  | { kind: 'pick'; index: number }
  | { kind: 'clear' }
  | { kind: 'move'; to: 'next' | 'previous' | 'first' | 'last' }
  | { kind: 'leave' };

type KeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

const MOVES: Record<string, 'next' | 'previous' | 'first' | 'last'> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};

/**
 * Number keys 1-9 pick the criterion's n-th rating as listed (highest first, as Canvas lists them), 0, Backspace
 * or Delete clear it, arrows move between criteria, Escape leaves the rubric for the page. j/k stay the page's
 * student keys, so they are not rubric keys. Modified keys belong to the browser.
 */
export function rubricKeyFor(event: KeyLike, ratingCount: number): RubricKeyAction | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey) return undefined;
  if (/^[1-9]$/.test(event.key)) {
    const index = Number(event.key) - 1;
    return index < ratingCount ? { kind: 'pick', index } : undefined;
  }
  if (event.key === '0' || event.key === 'Backspace' || event.key === 'Delete') return { kind: 'clear' };
  if (event.shiftKey) return undefined;
  const move = MOVES[event.key];
  if (move) return { kind: 'move', to: move };
  if (event.key === 'Escape') return { kind: 'leave' };
  return undefined;
}
