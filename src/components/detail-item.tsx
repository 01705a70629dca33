import type { ReactNode } from 'react';

/** One term and value of a `details-list`; an empty value reads "Not set" rather than leaving a gap. */
export function DetailItem({ term, children }: { term: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div className="details-list__item">
      <dt>{term}</dt>
      <dd>{empty ? <span className="text-muted">Not set</span> : children}</dd>
    </div>
  );
}
