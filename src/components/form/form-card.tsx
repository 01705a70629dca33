import { useId, type ReactNode } from 'react';

/** One titled card of a long form; the heading names the region for screen-reader navigation. */
export function FormCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="card form-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
