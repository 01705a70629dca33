import { useQuery } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { accountTreeQueries } from '@/api/account-tree';
import { isCanvasApiError } from '@/api/http/canvas-api-error';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/spinner';
import { AccountCourseList } from '@/features/courses/account-course-list';
import { accountCourseListQuery } from '@/features/courses/account-course-list-query';
import { NewCourseButton } from '@/features/courses/new-course-button';
import { queryClient } from '../query-client';
import { parseIdParam } from '../route-params';
import { whenSignedIn } from '../session';

const ignore = () => undefined;

/** Starts the account and the first page of its courses while the route's code loads. */
export function loader({ request, params }: LoaderFunctionArgs) {
  const accountId = parseIdParam(params.accountId);
  whenSignedIn(() => {
    // Failures surface in the page's own states, not here.
    queryClient.query(accountTreeQueries.detail(accountId)).catch(ignore);
    queryClient.infiniteQuery(accountCourseListQuery(accountId, new URL(request.url).searchParams)).catch(ignore);
  });
  return null;
}

/** An admin's view of every course in an account and its sub-accounts. */
function AccountCoursesRoute() {
  const accountId = parseIdParam(useParams().accountId);
  // Not an admin of it (403) or no such account (404): the route error page says so.
  const { data: account } = useQuery({
    ...accountTreeQueries.detail(accountId),
    throwOnError: (error) => isCanvasApiError(error) && (error.isForbidden || error.isNotFound),
  });
  const name = account?.name ?? `Account ${accountId}`;
  return (
    <div className="page page--fill">
      <title>{`${name} · Courses · Lectern`}</title>
      <PageHeader
        eyebrow="Courses in"
        title={name}
        description="Every course of the account and its sub-accounts."
        actions={<NewCourseButton />}
      />
      {account ? <AccountCourseList account={account} /> : <Spinner label="Loading the account…" />}
    </div>
  );
}

export { AccountCoursesRoute as Component };
