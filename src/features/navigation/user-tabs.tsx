import '@/styles/navigation.css';
import { useQuery } from '@tanstack/react-query';
import { tabQueries } from '@/api/tabs';
import { TabLabelList } from './tab-label-list';

/**
 * The signed-in user's own tabs (GET /users/self/tabs), read only and folded away: Lectern has pages for few of
 * them, and the files below are what the page is for. Nothing shows until they load, or if they cannot.
 */
export function UserTabs() {
  const { data: tabs } = useQuery(tabQueries.user('self'));
  if (!tabs) return null;
  return (
    <details className="user-tabs">
      <summary>Your account’s navigation ({tabs.length} tabs)</summary>
      <TabLabelList tabs={tabs} label="Your account’s navigation" />
    </details>
  );
}
