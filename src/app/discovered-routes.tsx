import type { PatchRoutesOnNavigationFunctionArgs } from 'react-router';
import { AssignmentCrumb } from './layout/assignment-crumb';
import { CourseCrumb } from './layout/course-crumb';
import { PAGE_PATHS } from './page-paths';
import type { RouteHandle } from './route-handle';
import { RouteError } from './route-error';
import { COURSE_FILES_ROUTE_ID, DUE_DATES_ROUTE_ID, GRADEBOOK_ROUTE_ID, GRADING_ROUTE_ID, PEOPLE_ROUTE_ID } from './course-page-route-ids';
import { COURSES_ROUTE_ID, PAGES_ROUTE_ID } from './route-ids';

const courseHandle: RouteHandle = { crumb: (params) => <CourseCrumb courseId={params.courseId ?? ''} /> };
const userCoursesHandle: RouteHandle = { crumb: () => 'User’s courses' };
const accountCoursesHandle: RouteHandle = { crumb: () => 'Account courses' };
const newCourseHandle: RouteHandle = { crumb: () => 'New course' };
const editCourseHandle: RouteHandle = { crumb: () => 'Edit details' };
const dangerZoneHandle: RouteHandle = { crumb: () => 'Danger zone' };
const settingsHandle: RouteHandle = { crumb: () => 'Settings' };
const navigationHandle: RouteHandle = { crumb: () => 'Navigation' };
const peopleHandle: RouteHandle = { crumb: () => 'People' };
const dueDatesHandle: RouteHandle = { crumb: () => 'Due dates' };
const assignmentsHandle: RouteHandle = { crumb: () => 'Assignments' };
const newAssignmentHandle: RouteHandle = { crumb: () => 'New assignment' };
const assignmentDatesHandle: RouteHandle = { crumb: () => 'Edit dates' };
const assignmentHandle: RouteHandle = {
  crumb: (params) => <AssignmentCrumb courseId={params.courseId ?? ''} assignmentId={params.assignmentId ?? ''} />,
};
const editAssignmentHandle: RouteHandle = { crumb: () => 'Edit' };
const gradeHandle: RouteHandle = { crumb: () => 'Grade' };
const gradebookHandle: RouteHandle = { crumb: () => 'Gradebook' };
const sectionHandle: RouteHandle = { crumb: () => 'Section' };
const groupHandle: RouteHandle = { crumb: () => 'Group' };
const filesHandle: RouteHandle = { crumb: () => 'Files' };
const myFilesHandle: RouteHandle = { crumb: () => 'My files' };
/**
 * The file browser's loader is a chunk of its own, so the folder's requests start before the page's code arrives.
 * A new object per route and router: React Router empties a route's `lazy` object as its fields load.
 */
const filesLazy = () => ({
  loader: async () => (await import('./files-data')).filesLoader,
  Component: async () => (await import('./routes/files-route')).Component,
});

/**
 * Every page but the course list, which the entry's route table (router.tsx) holds with the shell: the router
 * discovers these on the first navigation the entry's table cannot match, so a first visit to /courses does not
 * download the table of pages it does not show. The documents of the other measured pages preload this chunk
 * (build/first-visit-js.ts), so their deep links take no extra round trip.
 */
export function patchDiscoveredRoutes(patch: PatchRoutesOnNavigationFunctionArgs['patch']): void {
  patch(COURSES_ROUTE_ID, [
    { path: PAGE_PATHS.newCourse, handle: newCourseHandle, lazy: () => import('./routes/new-course-route') },
    {
      path: PAGE_PATHS.courseHome,
      handle: courseHandle,
      lazy: {
        loader: async () => (await import('./course-layout-data')).courseLayoutLoader,
        Component: async () => (await import('./routes/course-layout-route')).Component,
      },
      children: [
        {
          index: true,
          errorElement: <RouteError />,
          lazy: {
            loader: async () => (await import('./course-home-data')).courseHomeLoader,
            Component: async () => (await import('./routes/course-home-route')).Component,
          },
        },
        {
          path: 'edit',
          handle: editCourseHandle,
          errorElement: <RouteError />,
          lazy: () => import('./routes/course-edit-route'),
        },
        {
          path: 'danger',
          handle: dangerZoneHandle,
          errorElement: <RouteError />,
          lazy: () => import('./routes/course-danger-route'),
        },
        {
          id: PEOPLE_ROUTE_ID,
          path: PAGE_PATHS.people,
          handle: peopleHandle,
          errorElement: <RouteError />,
          lazy: {
            loader: async () => (await import('./course-people-data')).coursePeopleLoader,
            Component: async () => (await import('./routes/course-people-route')).Component,
          },
        },
        {
          id: DUE_DATES_ROUTE_ID,
          path: PAGE_PATHS.dueDates,
          handle: dueDatesHandle,
          errorElement: <RouteError />,
          lazy: () => import('./routes/course-due-dates-route'),
        },
        {
          path: 'assignments',
          handle: assignmentsHandle,
          errorElement: <RouteError />,
          children: [
            { index: true, lazy: () => import('./routes/assignments-route') },
            { path: 'new', handle: newAssignmentHandle, lazy: () => import('./routes/assignment-new-route') },
            { path: 'dates', handle: assignmentDatesHandle, lazy: () => import('./routes/assignment-dates-route') },
            {
              path: ':assignmentId',
              handle: assignmentHandle,
              children: [
                { index: true, lazy: () => import('./routes/assignment-route') },
                { path: 'edit', handle: editAssignmentHandle, lazy: () => import('./routes/assignment-edit-route') },
                {
                  id: GRADING_ROUTE_ID,
                  path: PAGE_PATHS.grading,
                  handle: gradeHandle,
                  // The loader is a chunk of its own, fetched beside the page's: its requests start as soon
                  // as that small chunk arrives, and the first visit to any other page does not carry it.
                  lazy: {
                    loader: async () => (await import('./grading-data')).gradingLoader,
                    shouldRevalidate: async () => (await import('./grading-data')).gradingShouldRevalidate,
                    Component: async () => (await import('./routes/grading-route')).Component,
                  },
                },
              ],
            },
          ],
        },
        {
          id: GRADEBOOK_ROUTE_ID,
          path: PAGE_PATHS.gradebook,
          handle: gradebookHandle,
          errorElement: <RouteError />,
          lazy: {
            loader: async () => (await import('./gradebook-data')).gradebookLoader,
            Component: async () => (await import('./routes/gradebook-route')).Component,
          },
        },
        {
          path: 'sections/:sectionId',
          handle: sectionHandle,
          errorElement: <RouteError />,
          lazy: () => import('./routes/section-route'),
        },
        {
          // The splat is the folder path below the root; the route resolves it with by_path.
          id: COURSE_FILES_ROUTE_ID,
          path: PAGE_PATHS.files,
          handle: filesHandle,
          errorElement: <RouteError />,
          lazy: filesLazy(),
        },
        {
          path: 'settings',
          handle: settingsHandle,
          errorElement: <RouteError />,
          children: [
            { index: true, lazy: () => import('./routes/course-settings-route') },
            { path: 'navigation', handle: navigationHandle, lazy: () => import('./routes/course-navigation-route') },
          ],
        },
        { path: '*', lazy: () => import('./routes/not-found-route') },
      ],
    },
  ]);
  patch(PAGES_ROUTE_ID, [
    {
      path: 'accounts/:accountId/courses',
      handle: accountCoursesHandle,
      lazy: () => import('./routes/account-courses-route'),
    },
    { path: 'groups/:groupId', handle: groupHandle, lazy: () => import('./routes/group-route') },
    {
      path: 'groups/:groupId/files/*',
      handle: filesHandle,
      errorElement: <RouteError />,
      lazy: filesLazy(),
    },
    { path: 'users/self/files/*', handle: myFilesHandle, errorElement: <RouteError />, lazy: filesLazy() },
    {
      path: 'users/:userId/courses',
      handle: userCoursesHandle,
      lazy: () => import('./routes/user-courses-route'),
    },
    { path: '*', lazy: () => import('./routes/not-found-route') },
  ]);
}
