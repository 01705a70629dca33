import { useState } from 'react';
import { Badge } from '@/components/badge';
import { formatDate } from '@/lib/dates';
import type { BrowserItem } from '../files-owner';

/** What a manager needs to know of an item's visibility; students never see this column. */
export function StateBadges({ item }: { item: BrowserItem }) {
  const state = item.kind === 'folder' ? item.folder : item.file;
  // The time the row was drawn: a lock date passing while the page is open changes the badge on the next visit.
  const [now] = useState(Date.now);
  const unlockAt = state.unlock_at ? Date.parse(state.unlock_at) : NaN;
  const lockAt = state.lock_at ? Date.parse(state.lock_at) : NaN;
  return (
    <span className="files-state">
      {state.locked ? <Badge tone="warning">Unpublished</Badge> : <Badge tone="success">Published</Badge>}
      {state.hidden ? <Badge tone="neutral">Hidden</Badge> : null}
      {unlockAt > now ? <Badge tone="info">Available {formatDate(state.unlock_at, { style: 'short-date' })}</Badge> : null}
      {lockAt > now ? <Badge tone="info">Until {formatDate(state.lock_at, { style: 'short-date' })}</Badge> : null}
      {lockAt <= now ? <Badge tone="warning">Locked since {formatDate(state.lock_at, { style: 'short-date' })}</Badge> : null}
    </span>
  );
}
