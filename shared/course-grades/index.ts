export { computeCourseGrade } from './course-grade';
export { letterGrade } from './letter-grade';
export type * from './types';
