import { useQuery } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs, type Params } from 'react-router';
import { courseQueries } from '@/api/courses';
import { folderQueries } from '@/api/folders';
import { groupQueries } from '@/api/groups';
import { splatSegments } from '@/features/files/browser-paths';
import { FilesPage } from '@/features/files/files-page';
import type { FilesOwner } from '@/features/files/files-owner';
import { UserTabs } from '@/features/navigation/user-tabs';
import { queryClient } from '../query-client';
import { parseIdParam } from '../route-params';
import { whenSignedIn } from '../session';

/** Whose files the URL names: /courses/:courseId/files/*, /groups/:groupId/files/*, /users/self/files/*. */
function ownerOf(params: Params): FilesOwner {
  if (params.courseId !== undefined) return { kind: 'courses', id: String(parseIdParam(params.courseId)) };
  if (params.groupId !== undefined) return { kind: 'groups', id: String(parseIdParam(params.groupId)) };
  return { kind: 'users', id: 'self' };
}

/** Resolves the folder path (by_path) while the page's code downloads. */
export function loader({ params }: LoaderFunctionArgs) {
  const owner = ownerOf(params);
  whenSignedIn(() => void queryClient.query(folderQueries.byPath(owner, splatSegments(params['*']))).catch(() => undefined));
  return null;
}

function FilesRoute() {
  const params = useParams();
  const owner = ownerOf(params);
  const title = useOwnerTitle(owner);
  return (
    <>
      <FilesPage owner={owner} segments={splatSegments(params['*'])} title={title} />
      {owner.kind === 'users' ? <UserTabs /> : null}
    </>
  );
}

/** "Files" inside a course (its name is in the sidebar), "<group> files" for a group, "My files" for the user. */
function useOwnerTitle(owner: FilesOwner): string {
  const group = useQuery({ ...groupQueries.detail(Number(owner.id)), enabled: owner.kind === 'groups' });
  const course = useQuery({ ...courseQueries.detail(Number(owner.id)), enabled: owner.kind === 'courses' });
  if (owner.kind === 'users') return 'My files';
  if (owner.kind === 'groups') return group.data ? `${group.data.name} files` : 'Group files';
  return course.data ? `${course.data.course_code} files` : 'Course files';
}

export { FilesRoute as Component };
