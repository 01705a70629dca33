/** The three dates Canvas orders on an assignment and on each override. */
export type OrderedDateKey = 'unlock_at' | 'due_at' | 'lock_at';

/** Canvas's rules (docs/canvas-contract.md §4.4: unlock ≤ due ≤ lock), in its validator's order; equal dates are fine. */
const DATE_ORDER: readonly (readonly [earlier: OrderedDateKey, later: OrderedDateKey])[] = [
  ['unlock_at', 'due_at'],
  ['due_at', 'lock_at'],
  ['unlock_at', 'lock_at'],
];

/**
 * Every rule the dates break, in rule order. `toTime` reads a value as a comparable number, or NaN for one that
 * cannot be compared (empty, unparsable), which breaks no rule.
 */
export function datesOutOfOrder(
  dates: Partial<Record<OrderedDateKey, string | null>>,
  toTime: (value: string) => number,
): (readonly [earlier: OrderedDateKey, later: OrderedDateKey])[] {
  return DATE_ORDER.filter(([earlier, later]) => {
    const [from, to] = [dates[earlier], dates[later]];
    return Boolean(from) && Boolean(to) && toTime(from as string) > toTime(to as string);
  });
}
