import { SafeHtml } from '@/components/safe-html';

/** The description as the teacher wrote it, sanitized again here (the server already did on write). */
export function AssignmentDescription({ html }: { html: string | null }) {
  return (
    <section className="card" aria-labelledby="assignment-description-heading">
      <h2 id="assignment-description-heading" className="card__title">
        Description
      </h2>
      {html?.trim() ? <SafeHtml html={html} className="prose" headingLevel={2} /> : <p className="text-muted">No description.</p>}
    </section>
  );
}
