import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { accountTreeQueries } from '@/api/account-tree';
import type { Course } from '@/api/schemas/course';
import { ErrorView } from '@/components/error-view';
import { LoadingRows } from '@/components/loading-rows';
import { PageHeader } from '@/components/page-header';
import { showToast } from '@/components/toast/toast-queue';
import { CreateCourseForm } from '@/features/courses/form/create-course-form';

function NewCourseRoute() {
  const navigate = useNavigate();
  const accounts = useQuery(accountTreeQueries.manageable());

  const onCreated = (course: Course, state: object) => {
    void navigate(`/courses/${course.id}`, { state });
    showToast({ title: `${course.name} created`, description: 'Add people and content next.', tone: 'success' });
  };

  let body;
  if (accounts.isPending) body = <LoadingRows label="Loading your accounts…" rows={4} />;
  else if (accounts.isError) body = <ErrorView error={accounts.error} onRetry={() => void accounts.refetch()} />;
  else if (accounts.data.length === 0) {
    body = (
      <ErrorView
        title="You can’t create courses"
        message="Only account administrators can create courses. Ask an administrator to create the course for you."
      />
    );
  } else body = <CreateCourseForm accounts={accounts.data} onCreated={onCreated} />;

  return (
    <div className="page page--narrow">
      <title>New course · Lectern</title>
      <PageHeader title="New course" description="Fields marked required must be filled in. Everything else can be changed later." />
      {body}
    </div>
  );
}

export { NewCourseRoute as Component };
