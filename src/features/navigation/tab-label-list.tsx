import type { Tab } from '@/api/schemas/tab';

/**
 * A group's or user's tabs, read only: Canvas has no PUT for them (§6.2). Labels only, since most of those pages
 * (announcements, pages, profile…) have no Lectern screen to link to.
 */
export function TabLabelList({ tabs, label }: { tabs: readonly Tab[]; label: string }) {
  if (tabs.length === 0) return <p className="text-muted">No tabs.</p>;
  return (
    <ol className="tab-label-list" aria-label={label}>
      {tabs.map((tab) => (
        <li key={tab.id} className="tab-label-list__item">
          {tab.label}
          {tab.hidden ? <span className="tab-row__note"> (hidden)</span> : null}
        </li>
      ))}
    </ol>
  );
}
