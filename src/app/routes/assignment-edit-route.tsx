import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { overrideQueries } from '@/api/assignment-overrides';
import { assignmentQueries } from '@/api/assignments';
import { canEditAssignments } from '@/api/course-permissions';
import type { Assignment } from '@/api/schemas/assignment';
import type { AssignmentOverride } from '@/api/schemas/assignment-override';
import { ErrorView } from '@/components/error-view';
import { LoadingRows } from '@/components/loading-rows';
import { PageHeader } from '@/components/page-header';
import { cardsFromAssignment } from '@/features/assignment-editor/assign-to/cards-from-assignment';
import { AssignmentForm, type AssignmentFormProps } from '@/features/assignment-editor/assignment-form';
import { valuesFromAssignment } from '@/features/assignment-editor/assignment-params';
import { editorRequest, useEditorData, useShowSavedAssignment } from '../assignment-editor-data';
import { startWhenCourseLoads } from '../course-requests';
import { PermissionDeniedView } from '../permission-denied-view';
import { queryClient } from '../query-client';
import { parseIdParam } from '../route-params';
import type { CanvasId } from '@/api/schemas/ids';

export function loader({ params }: LoaderFunctionArgs) {
  const courseId = parseIdParam(params.courseId);
  const assignmentId = parseIdParam(params.assignmentId);
  startWhenCourseLoads(
    courseId,
    editorRequest(
      courseId,
      canEditAssignments,
      () => queryClient.query(assignmentQueries.detail(courseId, assignmentId)),
      () => queryClient.query(overrideQueries.list(courseId, assignmentId)),
    ),
  );
  return null;
}

type FormInput = Omit<AssignmentFormProps, 'onSaved'>;

/** The form starts from the data as first loaded; later refreshes (after a save) must not reset what is typed. */
function useFirstLoad(build: () => FormInput | null): FormInput | null {
  const [first, setFirst] = useState<FormInput | null>(null);
  if (first !== null) return first;
  const built = build();
  if (built !== null) setFirst(built);
  return built;
}

function AssignmentEditRoute() {
  const params = useParams();
  const courseId = parseIdParam(params.courseId);
  const assignmentId = parseIdParam(params.assignmentId);
  const { course, permissions, allowed, isDenied, assignmentGroups, groupSets } = useEditorData(courseId, canEditAssignments);
  const assignment = useQuery({ ...assignmentQueries.detail(courseId, assignmentId), enabled: allowed });
  const overrides = useQuery({ ...overrideQueries.list(courseId, assignmentId), enabled: allowed });

  const input = useFirstLoad(() =>
    course.data && assignmentGroups.data && groupSets.data && assignment.data && overrides.data
      ? formInput(courseId, course.data.time_zone, assignment.data, overrides.data, assignmentGroups.data, groupSets.data)
      : null,
  );

  const onSaved = useShowSavedAssignment(courseId, 'saved');

  // Denied first: the refused requests of a caller who may not edit are no error to show.
  if (isDenied) {
    return (
      <PermissionDeniedView
        courseId={courseId}
        title="You don't have permission to edit assignments"
        message="Only teachers, TAs, designers and administrators who manage assignments can edit them."
      />
    );
  }
  const failed = [course, permissions, assignmentGroups, groupSets, assignment, overrides].find(
    (query) => query.isError && query.data === undefined,
  );
  if (failed) return <ErrorView error={failed.error} onRetry={() => void failed.refetch()} />;
  return (
    <div className="page page--narrow">
      <title>{`Edit ${assignment.data?.name ?? 'assignment'} · Lectern`}</title>
      <PageHeader eyebrow={course.data?.course_code} title={assignment.data ? `Edit “${assignment.data.name}”` : 'Edit assignment'} />
      {input ? <AssignmentForm {...input} onSaved={onSaved} /> : <LoadingRows label="Loading the assignment…" rows={5} />}
    </div>
  );
}

function formInput(
  courseId: CanvasId,
  timeZone: string,
  assignment: Assignment,
  overrides: AssignmentOverride[],
  assignmentGroups: FormInput['assignmentGroups'],
  groupSets: FormInput['groupSets'],
): FormInput {
  const cards = cardsFromAssignment(assignment, overrides, timeZone);
  return { courseId, timeZone, assignment, assignmentGroups, groupSets, defaultValues: valuesFromAssignment(assignment, cards) };
}

export { AssignmentEditRoute as Component };
