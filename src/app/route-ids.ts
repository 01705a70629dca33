/** The entry's routes that the lazily discovered route table (discovered-routes.tsx) adds children to. */
export const PAGES_ROUTE_ID = 'pages';
export const COURSES_ROUTE_ID = 'courses';

/** Pages whose first screen the server can render (src/app/first-screen/). */
export const COURSE_LIST_ROUTE_ID = 'course-list';
