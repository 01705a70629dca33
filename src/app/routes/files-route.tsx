import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { courseQueries } from '@/api/courses';
import { groupQueries } from '@/api/groups';
import { splatSegments } from '@/features/files/browser-paths';
import { FilesPage } from '@/features/files/files-page';
import type { FilesOwner } from '@/features/files/files-owner';
import { UserTabs } from '@/features/navigation/user-tabs';
import { filesOwnerOf } from '../files-data';

function FilesRoute() {
  const params = useParams();
  const owner = filesOwnerOf(params);
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
  const group = useQuery({ ...groupQueries.detail(owner.id), enabled: owner.kind === 'groups' });
  const course = useQuery({ ...courseQueries.detail(owner.id), enabled: owner.kind === 'courses' });
  if (owner.kind === 'users') return 'My files';
  if (owner.kind === 'groups') return group.data ? `${group.data.name} files` : 'Group files';
  return course.data ? `${course.data.course_code} files` : 'Course files';
}

export { FilesRoute as Component };
