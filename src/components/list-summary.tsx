export interface ListSummaryProps {
  /** "Showing 12 courses"; a no-break space keeps the line's height while the list loads. */
  count: string;
  /** Announce count changes (filters change them in place). */
  liveCount?: boolean;
  /** A short visible note on what the list's numbers mean; its id lets a column header point at it. */
  note?: string;
  noteId?: string;
}

/** The line above a list: how many rows, and optionally what its counts mean. */
export function ListSummary({ count, liveCount = false, note, noteId }: ListSummaryProps) {
  return (
    <div className="list-summary">
      <p className="list-summary__count" aria-live={liveCount ? 'polite' : undefined}>
        {count}
      </p>
      {note ? (
        <p id={noteId} className="list-summary__note">
          {note}
        </p>
      ) : null}
    </div>
  );
}
