import { useMatches } from 'react-router';
import { Breadcrumbs, type Crumb } from '@/components/breadcrumbs';
import { isRouteHandle } from '../route-handle';

/** Builds the trail from the `handle.crumb` of every matched route. */
export function AppBreadcrumbs() {
  const matches = useMatches();
  const crumbs: Crumb[] = matches.flatMap((match) =>
    isRouteHandle(match.handle) && match.handle.crumb
      ? [{ key: match.id, label: match.handle.crumb(match.params), href: match.pathname }]
      : [],
  );
  // A lone crumb just repeats the page title.
  if (crumbs.length < 2) return null;
  return <Breadcrumbs items={crumbs} />;
}
