/** The entry's routes that the lazily discovered route table (discovered-routes.tsx) adds children to. */
export const PAGES_ROUTE_ID = 'pages';
export const COURSES_ROUTE_ID = 'courses';

/** Pages whose first screen the server draws (src/app/first-screen/first-screens.ts). */
export const COURSE_LIST_ROUTE_ID = 'course-list';
export const PEOPLE_ROUTE_ID = 'people';
export const DUE_DATES_ROUTE_ID = 'due-dates';
export const COURSE_FILES_ROUTE_ID = 'course-files';
export const GRADING_ROUTE_ID = 'grading';
export const GRADEBOOK_ROUTE_ID = 'gradebook';
