import type { CanvasId } from '@/api/schemas/ids';
import type { Assignment } from '@/api/schemas/assignment';
import type { AssignmentGroup } from '@/api/schemas/assignment-group';
import type { Submission } from '@/api/schemas/submission';
import type { CourseGrade, GradingSchemeEntry } from '../../../../../shared/course-grades';

/** A student row as the export writes it and the import matches it. */
export interface GradebookStudent {
  id: CanvasId;
  name: string;
  sortable_name: string;
  sis_user_id: string | null;
  login_id: string | null;
  /** The names of the student's sections in the course (a student may be in several). */
  sections: readonly string[];
}

/** An assignment group with its assignments, both in the order the grid shows them. */
interface GradebookColumnGroup {
  group: AssignmentGroup;
  assignments: readonly Assignment[];
  /** The id this group's GroupGrade has in the CourseGrades of gradesOf (the calculator's id, not the Canvas id). */
  calculatorId: number;
}

/** A student's course and group grades: what learners see (posted work only) and what graders see (everything). */
export interface GradebookGrades {
  posted: CourseGrade;
  unposted: CourseGrade;
}

/**
 * What the gradebook grid hands the CSV tools: its current view, filtered and sorted. The grid fills it; export
 * writes exactly these rows and columns, and import compares a file against these grades. Functions rather than
 * tables so that a 3,000-student view costs nothing until a button is pressed.
 */
export interface GradebookTable {
  courseId: CanvasId;
  /** The course's code (course_code), which Canvas puts in the export's file name. */
  courseCode: string;
  /** Students in view order, after the grid's filters. */
  students: readonly GradebookStudent[];
  /** Groups and their assignments in view order, after the grid's filters. */
  groups: readonly GradebookColumnGroup[];
  /**
   * The submission the grid shows: the server's with any pending or saved edit on top (GradebookEdits.overlay);
   * undefined when the student is not assigned the assignment. Reads the grid's live data, not a snapshot taken
   * at render, so that once `loadAll` resolves it answers for every row.
   */
  submissionOf: (userId: CanvasId, assignmentId: CanvasId) => Submission | undefined;
  /** The student's grades as the grid's totals show them (live, as submissionOf); undefined while they cannot be computed. */
  gradesOf: (userId: CanvasId) => GradebookGrades | undefined;
  /**
   * Resolves once every student's submissions in the view are loaded (the grid reads rows in blocks as they come
   * into view); rejects if some cannot be. Export and import wait for it: an unloaded row would read as N/A.
   */
  loadAll: () => Promise<void>;
  /** apply_assignment_group_weights: Canvas's export then leaves out the points columns. */
  weighted: boolean;
  /** The course's grading standard when the course uses one (its letter grades are exported); null otherwise. */
  gradingScheme: readonly GradingSchemeEntry[] | null;
}
