import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'success' | 'info' | 'warning' | 'danger';

/** A status label. The text carries the meaning; colour only reinforces it. */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span className={`badge badge--${tone}`}>
      <span className="badge__dot" aria-hidden="true" />
      {children}
    </span>
  );
}
