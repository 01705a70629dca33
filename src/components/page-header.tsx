import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  /** Small line above the title, e.g. a course code. */
  eyebrow?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}

/** The page's one h1. It takes focus after navigation (tabIndex -1) so screen readers hear the new page. */
export function PageHeader({ title, eyebrow, description, actions }: PageHeaderProps) {
  return (
    <header className="page-header">
      <div className="page-header__text">
        {eyebrow ? <p className="page-header__eyebrow">{eyebrow}</p> : null}
        <h1 className="page-header__title" tabIndex={-1} data-page-heading="">
          {title}
        </h1>
        {description ? <p className="page-header__description">{description}</p> : null}
      </div>
      {actions ? <div className="page-header__actions">{actions}</div> : null}
    </header>
  );
}
