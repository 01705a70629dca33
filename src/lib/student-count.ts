/**
 * Who a student count counts, everywhere Lectern shows one: Canvas's total_students, that is StudentEnrollments
 * that are active or invited (pending invitations too), never concluded, inactive or the test student.
 */
export const STUDENTS_COUNTED = 'active and invited';

/** The note beside every list that shows a student count, so each page states the one definition. */
export const STUDENT_COUNT_NOTE = `Students: ${STUDENTS_COUNTED}, as Canvas counts them.`;

/**
 * Canvas's effective due dates list every student an assignment is assigned to whose enrollment is not rejected or
 * deleted, so per-assignment counts include concluded and inactive students; the page says so rather than disagree
 * silently with the roster's count.
 */
export const ASSIGNED_COUNT_NOTE = 'Counts per assignment include concluded and inactive students, as Canvas’s due dates do.';

/**
 * The due-dates grid lists the students Canvas's effective due dates list (every student an assignment is assigned
 * to), so its count includes concluded and inactive students, each marked as such in the grid.
 */
export const DUE_DATE_STUDENTS_NOTE = 'Students: everyone an assignment is assigned to, concluded and inactive students too, as Canvas’s due dates list them.';

/**
 * The grading view lists the students an assignment is assigned to among the course's active and invited ones
 * (Canvas's submissions index, by Course#student_enrollments): for an assignment given to everyone, the course's
 * count; for one given to some, fewer. The view says so beside its counts.
 */
export const GRADING_COUNT_NOTE = `Students: those this assignment is assigned to, ${STUDENTS_COUNTED}.`;
