import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { assignmentGroupQueries } from '@/api/assignment-groups';
import { assignmentQueries } from '@/api/assignments';
import { Button, buttonClassName } from '@/components/button';
import { EmptyState, FilteredEmptyState } from '@/components/empty-state';
import { ErrorView } from '@/components/error-view';
import { LoadingRows } from '@/components/loading-rows';
import type { AssignmentAbilities } from './assignment-abilities';
import { assignmentListParams, filterByPublished, isFiltered, readAssignmentFilters, writeAssignmentFilters, type AssignmentFilters } from './assignment-filters';
import { AssignmentGroupList } from './assignment-group-list';
import { AssignmentsToolbar } from './assignments-toolbar';
import { groupAssignments } from './group-assignments';
import type { CanvasId } from '@/api/schemas/ids';

export interface AssignmentsViewProps {
  courseId: CanvasId;
  timeZone: string | undefined;
  abilities: AssignmentAbilities;
}

/** The query the page and its route loader share, from the URL's filters. */
export const assignmentsPageQuery = (courseId: CanvasId, filters: AssignmentFilters) =>
  assignmentQueries.list(courseId, assignmentListParams(filters));

/** The course's assignments by group, with the filters above them; what the caller may change is in `abilities`. */
export function AssignmentsView({ courseId, timeZone, abilities }: AssignmentsViewProps) {
  const [search, setSearch] = useSearchParams();
  const filters = readAssignmentFilters(search);
  const [creatingGroup, setCreatingGroup] = useState(false);
  const groups = useQuery(assignmentGroupQueries.list(courseId));
  // The previous rows stay while a new search loads, so the list does not flash empty at each keystroke.
  const assignments = useQuery({ ...assignmentsPageQuery(courseId, filters), placeholderData: keepPreviousData });
  const grouped = useMemo(
    () => groupAssignments(groups.data ?? [], filterByPublished(assignments.data ?? [], filters.published)),
    [groups.data, assignments.data, filters.published],
  );
  const onChange = (change: Partial<AssignmentFilters>) => setSearch((current) => writeAssignmentFilters(current, change), { replace: true });
  const filtered = isFiltered(filters);
  const canManage = abilities.add || abilities.edit;

  const toolbar = (
    <div className="assignments-bar">
      <AssignmentsToolbar filters={filters} onChange={onChange} showsPublishedFilter={canManage} />
      {abilities.add ? (
        <Button size="sm" onPress={() => setCreatingGroup(true)}>
          New group
        </Button>
      ) : null}
    </div>
  );

  const error = groups.error ?? assignments.error;
  if (error) {
    const retry = () => void Promise.all([groups.refetch(), assignments.refetch()]);
    return <ErrorView error={error} onRetry={retry} />;
  }
  if (groups.isPending || assignments.isPending) return <LoadingRows label="Loading assignments…" rows={6} />;

  const shown = grouped.reduce((sum, entry) => sum + entry.assignments.length, 0);
  return (
    <>
      {toolbar}
      <p className="list-summary" aria-live="polite">
        {assignments.isPlaceholderData ? 'Searching…' : `${shown} ${shown === 1 ? 'assignment' : 'assignments'}${filtered ? ' match' : ''}`}
      </p>
      {shown === 0 && !filtered ? (
        <EmptyState
          title="No assignments yet"
          description={canManage ? 'Create the first assignment of this course.' : 'Your teachers have not published any assignments for you yet.'}
          action={
            abilities.add ? (
              <Link className={buttonClassName('primary')} to={`/courses/${courseId}/assignments/new`}>
                New assignment
              </Link>
            ) : null
          }
        />
      ) : null}
      {shown === 0 && filtered ? (
        <FilteredEmptyState
          title="No assignments match"
          isFiltered
          filteredHint="Try another name, or clear the filters to see every assignment."
          emptyHint=""
          onClearFilters={() => onChange({ search: '', published: 'all', overdue: false })}
        />
      ) : null}
      <AssignmentGroupList
          courseId={courseId}
          grouped={shown > 0 || (canManage && !filtered) ? grouped : []}
          abilities={abilities}
          timeZone={timeZone}
          isFiltered={filtered}
          isCreatingGroup={creatingGroup}
          onCreateClosed={() => setCreatingGroup(false)}
        />
    </>
  );
}
