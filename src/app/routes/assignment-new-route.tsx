import { useState } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import type { Assignment } from '@/api/schemas/assignment';
import { canAddAssignments } from '@/api/course-permissions';
import { ErrorView } from '@/components/error-view';
import { LoadingRows } from '@/components/loading-rows';
import { PageHeader } from '@/components/page-header';
import { AssignmentForm } from '@/features/assignment-editor/assignment-form';
import { newAssignmentValues } from '@/features/assignment-editor/assignment-params';
import { editorRequest, useEditorData, useShowSavedAssignment } from '../assignment-editor-data';
import { startWhenCourseLoads } from '../course-requests';
import { PermissionDeniedView } from '../permission-denied-view';
import { parseIdParam } from '../route-params';

export function loader({ params }: LoaderFunctionArgs) {
  const courseId = parseIdParam(params.courseId);
  startWhenCourseLoads(courseId, editorRequest(courseId, canAddAssignments));
  return null;
}

function AssignmentNewRoute() {
  const courseId = parseIdParam(useParams().courseId);
  const { course, permissions, isDenied, assignmentGroups, groupSets } = useEditorData(courseId, canAddAssignments);

  // Created, with some overrides still unsaved: from here on this is the assignment's edit page.
  const [created, setCreated] = useState<Assignment | null>(null);
  const onSaved = useShowSavedAssignment(courseId, created ? 'saved' : 'created');
  const onCreated = (assignment: Assignment) => {
    setCreated(assignment);
    // The address changes in place, not by navigating: the edit route would mount a fresh form and drop the unsaved
    // cards the retry is for. A reload or a shared link then opens the edit page.
    window.history.replaceState(window.history.state, '', `/courses/${courseId}/assignments/${assignment.id}/edit`);
  };
  const heading = created ? `Edit “${created.name}”` : 'New assignment';

  // Denied first: the refused requests of a caller who may not edit are no error to show.
  if (isDenied) {
    return (
      <PermissionDeniedView
        courseId={courseId}
        title="You don't have permission to create assignments"
        message="Only teachers, TAs, designers and administrators who manage assignments can create them."
      />
    );
  }
  // Once the form shows, a failed background refresh must not replace it (and what was typed) with an error.
  const failed = [course, permissions, assignmentGroups, groupSets].find((query) => query.isError && query.data === undefined);
  if (failed) return <ErrorView error={failed.error} onRetry={() => void failed.refetch()} />;
  return (
    <div className="page page--narrow">
      <title>{`${heading} · ${course.data?.name ?? 'Course'} · Lectern`}</title>
      <PageHeader eyebrow={course.data?.course_code} title={heading} />
      {course.data && assignmentGroups.data && groupSets.data ? (
        <AssignmentForm
          courseId={courseId}
          timeZone={course.data.time_zone}
          assignmentGroups={assignmentGroups.data}
          groupSets={groupSets.data}
          defaultValues={newAssignmentValues(assignmentGroups.data[0]?.id ?? '')}
          assignment={null}
          onSaved={onSaved}
          onCreated={onCreated}
        />
      ) : (
        <LoadingRows label="Loading the assignment form…" rows={5} />
      )}
    </div>
  );
}

export { AssignmentNewRoute as Component };
