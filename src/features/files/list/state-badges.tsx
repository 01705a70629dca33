import { useState } from 'react';
import { Badge } from '@/components/badge';
import { formatDate } from '@/lib/dates';
import type { BrowserItem } from '../files-owner';

/**
 * What a manager needs to know of an item's visibility, as students would meet it: one state (unpublished wins
 * over hidden, since students see neither) and at most one date window. Students never see this column.
 */
export function StateBadges({ item }: { item: BrowserItem }) {
  const state = item.kind === 'folder' ? item.folder : item.file;
  // The time the row was drawn: a lock date passing while the page is open shows on the next visit.
  const [now] = useState(Date.now);
  const unlockAt = state.unlock_at ? Date.parse(state.unlock_at) : NaN;
  const lockAt = state.lock_at ? Date.parse(state.lock_at) : NaN;
  const window =
    unlockAt > now
      ? `From ${formatDate(state.unlock_at, { style: 'short-date' }) ?? ''}`
      : lockAt > now
        ? `Until ${formatDate(state.lock_at, { style: 'short-date' }) ?? ''}`
        : lockAt <= now
          ? `Locked ${formatDate(state.lock_at, { style: 'short-date' }) ?? ''}`
          : null;
  return (
    <span className="files-state">
      {state.locked ? <Badge tone="warning">Unpublished</Badge> : state.hidden ? <Badge tone="neutral">Hidden</Badge> : <Badge tone="success">Published</Badge>}
      {window ? <span className="files-state__window">{window}</span> : null}
    </span>
  );
}
