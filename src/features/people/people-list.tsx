import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { courseUserQueries } from '@/api/course-users';
import { uniqueItems } from '@/api/http/paginated';
import { sectionQueries } from '@/api/sections';
import { useLoadMore } from '@/components/data-table/load-more';
import { FilteredEmptyState } from '@/components/empty-state';
import { listPlaceholder } from '@/components/list-placeholder';
import { LoadingRows } from '@/components/loading-rows';
import { formatCount } from '@/lib/format-count';
import { peopleColumns } from './people-columns';
import { PeopleFilterBar } from './people-filter-bar';
import { hasActivePeopleFilters, readPeopleFilters, serverFilters, writePeopleFilters, type PeopleFilters } from './people-filters';
import { PeopleTable } from './people-table';
import { isInSection, sectionName, sectionNameMap, type SectionNames } from './person-facts';
import type { CanvasId } from '@/api/schemas/ids';

export interface PeopleListProps {
  courseId: CanvasId;
  timeZone: string | undefined;
  onOpen: (userId: CanvasId) => void;
  /** read_reports: everyone's last activity (withheld from other callers). */
  showActivity: boolean;
}

/** Filters and search (in the URL) over the course's virtualized, infinitely loading roster. */
export function PeopleList({ courseId, timeZone, onOpen, showActivity }: PeopleListProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readPeopleFilters(searchParams), [searchParams]);
  const [searchKey, setSearchKey] = useState(0);
  const { data: sections = [] } = useQuery(sectionQueries.list(courseId));
  const sectionNames = useMemo(() => sectionNameMap(sections), [sections]);
  const setFilters = useCallback(
    (next: PeopleFilters) => setSearchParams((current) => writePeopleFilters(current, next), { replace: true }),
    [setSearchParams],
  );
  const setSearch = useCallback(
    (q: string | undefined) => setSearchParams((current) => writePeopleFilters(current, { ...readPeopleFilters(current), q }), { replace: true }),
    [setSearchParams],
  );
  const clearFilters = useCallback(() => {
    setFilters({});
    setSearchKey((key) => key + 1);
  }, [setFilters]);
  const server = serverFilters(filters);
  return (
    <div className="people-list">
      <PeopleFilterBar
        filters={filters}
        sections={sections}
        onChange={setFilters}
        onSearch={setSearch}
        onClear={clearFilters}
        searchKey={searchKey}
      />
      {/* A new filter set is a new list: remount so scrolling starts at the top. */}
      <PeopleResults
        key={`${server.enrollment_type ?? ''}|${server.search_term ?? ''}|${filters.section ?? ''}`}
        courseId={courseId}
        filters={filters}
        sectionNames={sectionNames}
        timeZone={timeZone}
        onOpen={onOpen}
        showActivity={showActivity}
        onClearFilters={clearFilters}
      />
    </div>
  );
}

interface PeopleResultsProps extends PeopleListProps {
  filters: PeopleFilters;
  sectionNames: SectionNames;
  onClearFilters: () => void;
}

/** Enough rows to fill a screen; with a section filter, more pages load until there are. */
const SCREENFUL = 30;

function PeopleResults({ courseId, filters, sectionNames, timeZone, onOpen, showActivity, onClearFilters }: PeopleResultsProps) {
  const query = useInfiniteQuery(courseUserQueries.list(courseId, serverFilters(filters)));
  const { data, hasNextPage, isFetchNextPageError } = query;
  const loaded = useMemo(() => uniqueItems(data?.pages, (user) => user.id), [data]);
  const users = useMemo(() => loaded.filter((user) => isInSection(user, filters.section)), [loaded, filters.section]);
  const [now] = useState(() => new Date());
  const columns = useMemo(
    () => peopleColumns({ sectionNames, timeZone, onOpen, now, showActivity }),
    [sectionNames, timeZone, onOpen, now, showActivity],
  );

  const loadMore = useLoadMore(query);
  // The table asks for more as its end comes into view; when a section filter leaves too few rows
  // to scroll, nothing comes into view, so keep loading here until a screenful matches.
  useEffect(() => {
    if (data && users.length < SCREENFUL) loadMore();
  }, [data, users.length, loadMore]);

  const sectionLabel = filters.section === undefined ? undefined : sectionName(filters.section, sectionNames);
  const placeholder = listPlaceholder({
    query,
    loadingLabel: 'Loading people…',
    isEmpty: users.length === 0,
    // With a section filter, an empty first page may still be followed by matches.
    empty:
      hasNextPage && !isFetchNextPageError ? (
        <LoadingRows label={`Looking for people in ${sectionLabel ?? 'this section'}…`} rows={3} />
      ) : (
        <FilteredEmptyState
          title="No people match"
          isFiltered={hasActivePeopleFilters(filters)}
          filteredHint="Try another name, role or section."
          emptyHint="Nobody is enrolled in this course yet."
          onClearFilters={onClearFilters}
        />
      ),
  });

  return (
    <PeopleTable
      label="People"
      count={countLabel({ shown: users.length, loaded: loaded.length, hasMore: hasNextPage, sectionLabel, hidden: placeholder !== null })}
      liveCount
      users={users}
      columns={columns}
      placeholder={placeholder}
      pages={query}
    />
  );
}

interface CountLabelInput {
  shown: number;
  loaded: number;
  hasMore: boolean;
  sectionLabel: string | undefined;
  hidden: boolean;
}

function countLabel({ shown, loaded, hasMore, sectionLabel, hidden }: CountLabelInput): string {
  // Loading, empty and error states speak for themselves; the line keeps its height so nothing jumps.
  if (hidden) return '\u00a0';
  if (sectionLabel !== undefined) {
    // Canvas cannot filter the roster by section, so the filter checks the people loaded so far.
    const more = hasMore ? '; more are checked as you scroll' : '';
    return `${formatCount(shown, 'person', 'people')} in ${sectionLabel}, out of ${formatCount(loaded, 'person', 'people')} loaded${more}`;
  }
  if (hasMore) return `${formatCount(loaded, 'person', 'people')} loaded, more available`;
  return `Showing ${formatCount(loaded, 'person', 'people')}`;
}
