import { Suspense, type ReactNode } from 'react';
import { LoadingRows } from './loading-rows';
import { PanelBoundary } from './panel-boundary';

export interface SuspensePanelProps {
  /** What the loading rows say while the panel's data loads. */
  label: string;
  resetKeys?: readonly unknown[];
  children: ReactNode;
}

/** An independent panel: its own loading state and its own resettable error boundary. */
export function SuspensePanel({ label, resetKeys, children }: SuspensePanelProps) {
  return (
    <PanelBoundary resetKeys={resetKeys}>
      <Suspense fallback={<LoadingRows label={label} rows={3} />}>{children}</Suspense>
    </PanelBoundary>
  );
}

/** A titled card whose body is a SuspensePanel; the card is a region named by its title. */
export function PanelCard({ id, title, label, resetKeys, children }: SuspensePanelProps & { id: string; title: string }) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {title}
      </h2>
      <SuspensePanel label={label} resetKeys={resetKeys}>
        {children}
      </SuspensePanel>
    </section>
  );
}
