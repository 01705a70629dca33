import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { courseListQueries, type AccountCourseFilters } from '@/api/course-lists';
import type { Account } from '@/api/schemas/account';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { AccountCourseFilterBar, useTermName } from './account-course-filter-bar';
import { readAccountCourseFilters, writeAccountCourseFilters } from './account-course-filters';
import { ACCOUNT_LIST_SORTABLE } from './account-course-list-query';
import { CourseResults } from './course-results';
import { readCourseSort, writeCourseSort } from './course-sort';
import { useSearchParamWriter } from './use-search-param-writer';
import { describeStates } from './course-state-chips';

export interface AccountCourseListProps {
  account: Account;
}

/** Every course of an account and its sub-accounts (GET /accounts/:id/courses), for the account's admins. */
export function AccountCourseList({ account }: AccountCourseListProps) {
  const [searchParams] = useSearchParams();
  const filters = useMemo(() => readAccountCourseFilters(searchParams), [searchParams]);
  const sort = useMemo(() => readCourseSort(searchParams, ACCOUNT_LIST_SORTABLE), [searchParams]);
  const setFilters = useSearchParamWriter(writeAccountCourseFilters);
  const setSort = useSearchParamWriter(writeCourseSort);
  const clearFilters = () => setFilters({});
  const rootAccountId = account.root_account_id ?? account.id;
  const query = useInfiniteQuery(courseListQueries.account(account.id, filters, sort));
  const termName = useTermName(rootAccountId, filters.enrollment_term_id);
  return (
    <div className="course-list">
      <AccountCourseFilterBar
        accountId={account.id}
        filters={filters}
        rootAccountId={rootAccountId}
        onChange={setFilters}
        onClear={clearFilters}
      />
      {/* A new search or filter set is a new list: remount so scroll starts at the top. */}
      <CourseResults
        key={writeAccountCourseFilters(new URLSearchParams(), filters).toString()}
        query={query}
        sort={sort}
        sortable={ACCOUNT_LIST_SORTABLE}
        onSortChange={setSort}
        empty={<AccountEmptyState account={account} filters={filters} termName={termName} onClear={clearFilters} />}
      />
    </div>
  );
}

interface AccountEmptyStateProps {
  account: Account;
  filters: AccountCourseFilters;
  termName: string | undefined;
  onClear: () => void;
}

/** Says what is true: the account has no courses, or the named search and filters found none. */
function AccountEmptyState({ account, filters, termName, onClear }: AccountEmptyStateProps) {
  const narrowing = [
    filters.state?.length ? `state ${describeStates(filters.state)}` : undefined,
    termName ? `term ${termName}` : undefined,
  ].filter((text): text is string => text !== undefined);
  if (!filters.search_term && narrowing.length === 0) {
    return <EmptyState title={`${account.name} has no courses yet`} description="Courses of its sub-accounts would be listed here too." />;
  }
  const title = filters.search_term ? `No courses match “${filters.search_term}”` : 'No courses match these filters';
  const description = narrowing.length > 0 ? `Filtered by ${narrowing.join(' and ')}.` : 'The search looks at course names, codes and ids.';
  const clear = !filters.search_term ? 'Clear filters' : narrowing.length > 0 ? 'Clear search and filters' : 'Clear search';
  return (
    <EmptyState
      title={title}
      description={description}
      action={
        <Button size="sm" onPress={onClear}>
          {clear}
        </Button>
      }
    />
  );
}
