/**
 * Course pages whose first screen the server draws (src/app/first-screen/first-screens.ts). Apart from the
 * route-ids.ts the entry needs, so a first visit to /courses does not download the names of pages it discovers later.
 */
export const PEOPLE_ROUTE_ID = 'people';
export const DUE_DATES_ROUTE_ID = 'due-dates';
export const COURSE_FILES_ROUTE_ID = 'course-files';
export const GRADING_ROUTE_ID = 'grading';
export const GRADEBOOK_ROUTE_ID = 'gradebook';
