import type { BadgeTone } from '@/components/badge';

/** Canvas's API workflow states in the words instructors use (§2.0). */
const STATE_LABELS: Record<string, { label: string; tone: BadgeTone }> = {
  available: { label: 'Published', tone: 'success' },
  unpublished: { label: 'Unpublished', tone: 'neutral' },
  completed: { label: 'Concluded', tone: 'info' },
  deleted: { label: 'Deleted', tone: 'danger' },
};

export function courseStateLabel(state: string): { label: string; tone: BadgeTone } {
  // An unknown future state still shows, in its raw form, rather than breaking the row.
  return STATE_LABELS[state] ?? { label: state, tone: 'neutral' };
}
