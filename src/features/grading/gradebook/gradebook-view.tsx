import { useQuery } from '@tanstack/react-query';
import { getCoreRowModel, useReactTable, type Header } from '@tanstack/react-table';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { courseQueries } from '@/api/courses';
import type { CanvasId } from '@/api/schemas/ids';
import { ErrorView } from '@/components/error-view';
import { LoadingRows } from '@/components/loading-rows';
import { GradebookCsvTools } from './csv/gradebook-csv-tools';
import { gradebookColumns } from './gradebook-columns';
import { useEditsVersion, useGradebookEdits } from './gradebook-edits';
import { csvTable } from './gradebook-csv-table';
import { useGradebookData } from './gradebook-data';
import { GradebookGrid } from './gradebook-grid';
import type { HeaderGroupSpan } from './gradebook-header';
import type { GradebookModel, GradebookStudent } from './gradebook-model';
import { nextSort, readGradebookParams, withGradebookParams, type GradebookParamChanges, type GradebookSortKey } from './gradebook-params';
import { useGradebookReader } from './gradebook-reader';
import { filterAndSort } from './gradebook-rows';
import { GradebookToolbar } from './gradebook-toolbar';
import { useSubmissionBlocks } from './gradebook-submissions';
import '@/styles/gradebook.css';


/** The gradebook page: the course's students and assignments, filtered and sorted as the URL says. */
export function GradebookView({ courseId }: { courseId: CanvasId }) {
  const data = useGradebookData(courseId);
  if (data.error && (!data.model || data.students.length === 0)) {
    return <ErrorView error={data.error} title="The gradebook could not be loaded" onRetry={data.retry} />;
  }
  if (!data.model || data.students.length === 0) {
    if (data.model && data.allStudents) return <p className="gradebook__empty">No students are enrolled in this course yet.</p>;
    return <LoadingRows label="Loading the gradebook…" rows={8} />;
  }
  return <LoadedGradebook courseId={courseId} model={data.model} data={data} />;
}

function LoadedGradebook({ courseId, model, data }: { courseId: CanvasId; model: GradebookModel; data: ReturnType<typeof useGradebookData> }) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readGradebookParams(search), [search]);
  const rosterIds = useMemo(() => data.students.map((s) => s.id), [data.students]);
  const rosterIndex = useMemo(() => new Map(rosterIds.map((id, index) => [id, index])), [rosterIds]);
  const blocks = useSubmissionBlocks(courseId, rosterIds, { rosterComplete: data.allStudents, assignmentCount: model.assignments.length });
  const labels = useMemo(() => {
    const names = new Map(data.students.map((s) => [s.id, s.name]));
    const titles = new Map(model.assignments.map((a) => [a.id, a.name]));
    return { student: (id: CanvasId) => names.get(id) ?? 'a student', assignment: (id: CanvasId) => titles.get(id) };
  }, [data.students, model]);
  const edits = useGradebookEdits(courseId, labels);
  const reader = useGradebookReader(courseId, model, blocks, edits);
  const { want, wantAll } = blocks;

  // A sort by grades or a status filter reads every row: all blocks load, in the background (decision 0078).
  const needsEveryRow = params.sort !== 'name' || params.status !== undefined;
  useEffect(() => {
    if (needsEveryRow) wantAll();
  }, [needsEveryRow, wantAll, rosterIds]);

  const { defs, byId } = useMemo(() => gradebookColumns(model, params.groupId), [model, params.groupId]);
  const shownGroups = useMemo(() => model.groups.filter((g) => params.groupId === undefined || g.group.id === params.groupId), [model, params.groupId]);
  const filterColumns = useMemo(() => shownGroups.flatMap((g) => g.assignments), [shownGroups]);
  // Only an order or filter by grades reads the edits; under a name sort an edit re-renders just its own row.
  const editsVersion = useEditsVersion(edits, needsEveryRow);
  const rows = useMemo(
    () => filterAndSort(data.students, params, filterColumns, model, reader),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- editsVersion: the grades the order reads changed
    [data.students, params, filterColumns, model, reader, editsVersion],
  );
  const columnModel = useReactTable({ data: rows, columns: defs, getCoreRowModel: getCoreRowModel(), getRowId: (row) => row.id });
  const leafColumns = columnModel.getVisibleLeafColumns();
  const columns = useMemo(() => leafColumns.flatMap((c) => byId.get(c.id) ?? []), [leafColumns, byId]);
  const topHeaders = columnModel.getHeaderGroups()[0]?.headers;
  const groupSpans = useMemo(() => spansOf(topHeaders ?? []), [topHeaders]);

  const change = useCallback((changes: GradebookParamChanges) => setSearch((current) => withGradebookParams(current, changes), { replace: true }), [setSearch]);
  const onSort = useCallback((key: GradebookSortKey) => change(nextSort(params, key)), [change, params]);
  const onRowsInView = useCallback(
    (inView: readonly GradebookStudent[]) => want(inView.flatMap((s) => rosterIndex.get(s.id) ?? [])),
    [want, rosterIndex],
  );
  const { data: course } = useQuery(courseQueries.detail(courseId));
  const { peek, loadAll } = blocks;
  const csv = useMemo(
    () => csvTable({ courseId, courseCode: course?.course_code ?? '', model, rows, groups: shownGroups, sections: data.sections, blocks: { peek, loadAll }, overlay: reader.overlay }),
    [courseId, course?.course_code, model, rows, shownGroups, data.sections, peek, loadAll, reader.overlay],
  );
  const pending = needsEveryRow && blocks.loaded.size < blocks.totalBlocks;
  return (
    <div className="gradebook">
      <div className="gradebook__toolbar">
        <GradebookToolbar params={params} sections={data.sections} groups={model.groups} onChange={change} />
        <GradebookCsvTools courseId={courseId} table={csv} />
      </div>
      <p className="gradebook__summary" role="status">
        {rows.length === data.students.length ? `${rows.length} students` : `${rows.length} of ${data.students.length} students`}
        {data.allStudents ? '' : ' (more loading)'}
        {pending ? ` · reading grades ${blocks.loaded.size} of ${blocks.totalBlocks} blocks` : ''}
      </p>
      {edits.notices}
      {blocks.failed ? (
        <ErrorView title="Some grades could not be loaded" message="The rows they belong to stay empty until they load." onRetry={blocks.retry} />
      ) : null}
      {data.error ? <ErrorView error={data.error} title="Not every student could be loaded" onRetry={data.retry} /> : null}
      {model.groups.every((g) => g.assignments.length === 0) ? (
        <p className="gradebook__empty">No assignments to grade yet: the gradebook gets a column for each published assignment.</p>
      ) : null}
      {rows.length === 0 ? (
        <p className="gradebook__empty">{data.students.length === 0 ? 'No students in this course yet.' : 'No students match these filters.'}</p>
      ) : null}
      <GradebookGrid
        courseId={courseId}
        rows={rows}
        columns={columns}
        groupSpans={groupSpans}
        reader={reader}
        sort={params.sort}
        descending={params.descending}
        onSort={onSort}
        onRowsInView={onRowsInView}
      />
    </div>
  );
}

/**
 * The assignment groups' headers from TanStack Table's top header row: each spans its leaf columns; the course
 * total's placeholder above "Total" draws nothing.
 */
function spansOf(headers: readonly Header<GradebookStudent, unknown>[]): HeaderGroupSpan[] {
  let first = 0;
  return headers.flatMap((header) => {
    const span = { id: header.id, name: typeof header.column.columnDef.header === 'string' ? header.column.columnDef.header : '', first, last: first + header.colSpan - 1 };
    first += header.colSpan;
    return header.isPlaceholder ? [] : [span];
  });
}
