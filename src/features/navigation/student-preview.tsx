import type { Tab } from '@/api/schemas/tab';
import { studentTabs } from './tab-moves';

/** The course menu as a student sees it: what the server would list for them, in order (not links: a preview). */
export function StudentPreview({ tabs }: { tabs: readonly Tab[] }) {
  const visible = studentTabs(tabs);
  return (
    <section className="card navigation-preview" aria-labelledby="tabs-preview-heading">
      <h2 id="tabs-preview-heading" className="card__title">
        Student view
      </h2>
      <p className="text-muted">The course menu as students see it: hidden tabs, tabs for content the course has none of, and tabs only staff may open are left out.</p>
      <ol className="navigation-preview__list" aria-labelledby="tabs-preview-heading">
        {visible.map((tab) => (
          <li key={tab.id} className="navigation-preview__item">
            {tab.label}
          </li>
        ))}
      </ol>
    </section>
  );
}
