/** The entry's routes that the lazily discovered route table (discovered-routes.tsx) adds children to. */
export const PAGES_ROUTE_ID = 'pages';
export const COURSES_ROUTE_ID = 'courses';

/** The course list, whose first screen the server draws (src/app/first-screen/first-screens.ts). */
export const COURSE_LIST_ROUTE_ID = 'course-list';
