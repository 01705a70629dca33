/**
 * The URL patterns of the pages whose first visit is measured and preloaded, in React Router's syntax. The route
 * table (router.tsx) matches these, and the build writes each page's preloading document for the same patterns
 * (build/first-visit-js.ts), so the two cannot drift apart. Plain data: the build imports it in Node.
 */
export const PAGE_PATHS = {
  courses: '/courses',
  newCourse: '/courses/new',
  courseHome: '/courses/:courseId',
  people: '/courses/:courseId/people',
  dueDates: '/courses/:courseId/due-dates',
  files: '/courses/:courseId/files/*',
  grading: '/courses/:courseId/assignments/:assignmentId/grade',
  gradebook: '/courses/:courseId/gradebook',
} as const;
