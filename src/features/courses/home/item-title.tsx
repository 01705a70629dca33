import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A panel item's title: a link when Lectern has a page for it, plain text otherwise. */
export function ItemTitle({ href, children }: { href: string | null; children: ReactNode }) {
  if (href === null) return <span className="panel-list__title">{children}</span>;
  return (
    <Link to={href} className="panel-list__title panel-list__link">
      {children}
    </Link>
  );
}
