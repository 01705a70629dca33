import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface Crumb {
  key: string;
  label: ReactNode;
  /** Omit for the current page. */
  href?: string;
}

/** `label` names the landmark; a page with a second trail (a folder path) gives it another name. */
export function Breadcrumbs({ items, label = 'Breadcrumb' }: { items: Crumb[]; label?: string }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className="breadcrumbs">
      <ol className="breadcrumbs__list">
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={item.key} className="breadcrumbs__item">
              {item.href && !isCurrent ? (
                <Link to={item.href} className="breadcrumbs__link">
                  {item.label}
                </Link>
              ) : (
                <span aria-current={isCurrent ? 'page' : undefined} className="breadcrumbs__current">
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
