import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { assignmentQueries } from '@/api/assignments';
import { dueDateQueries } from '@/api/due-dates';
import type { EffectiveDueDates } from '@/api/schemas/effective-due-dates';
import type { User } from '@/api/schemas/user';
import { sectionQueries } from '@/api/sections';
import { LoadMoreFooter } from '@/components/data-table/load-more';
import { EmptyState } from '@/components/empty-state';
import { ErrorView } from '@/components/error-view';
import { ListSummary } from '@/components/list-summary';
import { LoadingRows } from '@/components/loading-rows';
import { Tabs } from '@/components/tabs';
import { formatCount } from '@/lib/format-count';
import { ASSIGNED_COUNT_NOTE, DUE_DATE_STUDENTS_NOTE } from '@/lib/student-count';
import { DueDateGrid } from './due-date-grid';
import { sortAssignments, type BaseAssignment } from './due-date-model';
import { DueDateSummary } from './due-date-summary';
import { assignedStudentIds, enrollmentNote } from './student-rows';
import { useStudentLabels } from './use-student-labels';
import type { CanvasId } from '@/api/schemas/ids';

export interface DueDatesViewProps {
  courseId: CanvasId;
  timeZone: string | undefined;
}

/** Effective due dates (§2.19) by student (a grid) and by assignment (charts); the tab lives in the URL. */
export function DueDatesView({ courseId, timeZone }: DueDatesViewProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = searchParams.get('view') === 'assignments' ? 'assignments' : 'students';
  const onViewChange = (key: 'students' | 'assignments') =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === 'assignments') next.set('view', 'assignments');
        else next.delete('view');
        return next;
      },
      { replace: true },
    );

  const assignments = useQuery(assignmentQueries.list(courseId));
  const datesQuery = useQuery(dueDateQueries.course(courseId));
  const sorted = useMemo(() => sortAssignments(assignments.data ?? []), [assignments.data]);

  let blocking: ReactNode = null;
  if (assignments.isPending || datesQuery.isPending) blocking = <LoadingRows label="Loading due dates…" rows={6} />;
  else if (assignments.isError) blocking = <ErrorView error={assignments.error} onRetry={() => void assignments.refetch()} />;
  else if (datesQuery.isError) blocking = <ErrorView error={datesQuery.error} onRetry={() => void datesQuery.refetch()} />;
  else if (sorted.length === 0) blocking = <EmptyState title="No assignments yet" description="Due dates appear here once the course has assignments." />;

  return (
    <Tabs
      label="Due date views"
      selected={view}
      onSelect={onViewChange}
      tabs={[
        {
          id: 'students',
          title: 'By student',
          panel: blocking ?? <StudentGrid courseId={courseId} assignments={sorted} dates={datesQuery.data ?? {}} timeZone={timeZone} />,
        },
        {
          id: 'assignments',
          title: 'By assignment',
          panelClassName: 'tabs__panel--scroll',
          panel: blocking ?? (
            <>
              <p className="list-summary">{ASSIGNED_COUNT_NOTE}</p>
              <DueDateSummary assignments={sorted} dates={datesQuery.data ?? {}} timeZone={timeZone} />
            </>
          ),
        },
      ]}
    />
  );
}

interface StudentGridProps extends DueDatesViewProps {
  assignments: readonly BaseAssignment[];
  dates: EffectiveDueDates;
}

/** Rows from the effective dates themselves; names (and sections) only for the rows on screen. */
function StudentGrid({ courseId, assignments, dates, timeZone }: StudentGridProps) {
  const studentIds = useMemo(() => assignedStudentIds(dates), [dates]);
  const names = useStudentLabels(courseId, studentIds);
  const { data: sections } = useQuery(sectionQueries.list(courseId));
  const detailOf = useMemo(() => {
    const sectionNames = new Map((sections ?? []).map((section) => [section.id, section.name]));
    return (student: User) => {
      const ids = [...new Set((student.enrollments ?? []).map((e) => e.course_section_id))];
      const parts = [ids.map((id) => sectionNames.get(id) ?? `Section ${id}`).join(', '), enrollmentNote(student)];
      return parts.filter(Boolean).join(' · ') || undefined;
    };
  }, [sections]);

  if (studentIds.length === 0) {
    return <EmptyState title="No students yet" description="Students appear here once an assignment is assigned to them." />;
  }
  const footer = <LoadMoreFooter noun="student names" isFetching={names.isFetching} error={names.failed} onRetry={names.retry} />;
  return (
    <>
      <ListSummary
        count={`${formatCount(studentIds.length, 'student')} × ${formatCount(assignments.length, 'assignment')}. Dates are in the course’s time zone${timeZone ? ` (${timeZone})` : ''}.`}
        note={DUE_DATE_STUDENTS_NOTE}
      />
      <DueDateGrid
        courseId={courseId}
        assignments={assignments}
        studentIds={studentIds}
        dates={dates}
        timeZone={timeZone}
        label={names.label}
        detailOf={detailOf}
        onRowsInView={names.onRowsInView}
        footer={footer}
      />
    </>
  );
}
