import type { AppContext, Db } from '../../canvas/context';
import type { CourseAccess } from '../../canvas/permissions';
import { placeholders } from '../../db/sql';
import { prepared } from '../../db/statements';
import { loadStoredSettings } from '../courses/course-settings.store';
import type { LoadedCourse } from '../courses/course-access';
import { secureParams, ltiContextId } from './assignment-lti';
import { submissionTypes, type AssignmentRow } from './assignment-row';

/**
 * The fields canvas-lms lib/api/v1/assignment.rb `assignment_json` always sends that need more than the row:
 * whether students submitted or were graded, the duplicate's original, the LTI identity, and what the caller may
 * see (SIS ids, quantitative data). Loaded once per page (`loadReadFacts`), then read per assignment.
 */

type Original = { id: number; course_id: number; name: string };

export type AssignmentReadFacts = {
  db: Db;
  /** Assignments some student has submitted something for (Assignment#has_submitted_submissions?). */
  submitted: Set<number>;
  /** Assignments with a graded (scored or excused) submission (Assignment#graded_count > 0). */
  graded: Set<number>;
  originals: Map<number, Original>;
  /** read_sis or manage_sis in the course: Canvas's gate on sis_assignment_id, integration_id, integration_data. */
  readsSis: boolean;
  /** Course#restrict_quantitative_data? for the caller: the course setting, which spares graders and admins. */
  restrictQuantitative: boolean;
};

const SIS_FIELDS = new Set(['sis_assignment_id', 'integration_id', 'integration_data']);

const readsSis = (access: CourseAccess) => access.rights.has('read_sis') || access.rights.has('manage_sis');

// EXISTS stops at an assignment's first matching row, where MAX(...) GROUP BY read every row of a large course's
// assignments (150,000 on the gradebook bench's course) on each assignment list read.
function submissionFacts(db: Db, ids: number[]) {
  const rows = ids.length === 0 ? [] : prepared<number[], { assignment_id: number; submitted: number; graded: number }>(db,
      `SELECT a.id AS assignment_id,
              EXISTS (SELECT 1 FROM submissions s WHERE s.assignment_id = a.id AND s.workflow_state != 'deleted'
                         AND s.submission_type IS NOT NULL) AS submitted,
              EXISTS (SELECT 1 FROM submissions s WHERE s.assignment_id = a.id AND s.workflow_state = 'graded'
                         AND (s.score IS NOT NULL OR s.excused = 1)) AS graded
         FROM assignments a WHERE a.id IN (${placeholders(ids)})`,
    ).all(...ids);
  return {
    submitted: new Set(rows.filter((row) => row.submitted).map((row) => row.assignment_id)),
    graded: new Set(rows.filter((row) => row.graded).map((row) => row.assignment_id)),
  };
}

/** Assignment#duplicate_of, whatever its state now, as Canvas's association finds it. */
function originals(db: Db, assignments: AssignmentRow[]): Map<number, Original> {
  const ids = [...new Set(assignments.flatMap((a) => (a.duplicate_of_id === null ? [] : [a.duplicate_of_id])))];
  if (ids.length === 0) return new Map();
  const rows = prepared<number[], Original>(db, `SELECT id, course_id, name FROM assignments WHERE id IN (${placeholders(ids)})`).all(...ids);
  return new Map(rows.map((row) => [row.id, row]));
}

function restrictsQuantitative(db: Db, { course, access }: LoadedCourse): boolean {
  if (access.isAdmin || access.rights.has('manage_grades') || access.rights.has('view_all_grades')) return false;
  return loadStoredSettings(db, course.id).get('restrict_quantitative_data') === true;
}

export function loadReadFacts(c: AppContext, loaded: LoadedCourse, assignments: AssignmentRow[]): AssignmentReadFacts {
  const { db } = c.get('deps');
  return {
    db,
    ...submissionFacts(db, assignments.map((a) => a.id)),
    originals: originals(db, assignments),
    readsSis: readsSis(loaded.access),
    restrictQuantitative: restrictsQuantitative(db, loaded),
  };
}

export function assignmentReadFields(assignment: AssignmentRow, facts: AssignmentReadFacts) {
  const original = assignment.duplicate_of_id === null ? undefined : facts.originals.get(assignment.duplicate_of_id);
  return {
    lti_context_id: ltiContextId(facts.db, assignment.id),
    secure_params: secureParams(facts.db, assignment.id, assignment.description),
    has_submitted_submissions: facts.submitted.has(assignment.id),
    // Assignment#graded?: a "not graded" assignment never has graded submissions.
    graded_submissions_exist: assignment.grading_type !== 'not_graded' && facts.graded.has(assignment.id),
    // Lectern has no quizzes, lockdown browser, annotated documents or LTI resource links.
    is_quiz_assignment: false,
    // Assignment#can_duplicate?: not a quiz, and not an external tool's (whose tool would have to copy it too).
    can_duplicate: !submissionTypes(assignment).includes('external_tool'),
    original_course_id: original?.course_id ?? null,
    original_assignment_id: original?.id ?? null,
    original_assignment_name: original?.name ?? null,
    original_lti_resource_link_id: null,
    original_quiz_id: null,
    require_lockdown_browser: false,
    anonymous_instructor_annotations: false,
    annotatable_attachment_id: null,
    restrict_quantitative_data: facts.restrictQuantitative,
  };
}

/**
 * Drops the SIS fields for a caller without SIS rights, whichever of them the serializer wrote, so a column added
 * later is gated the moment it is served.
 */
export function withSisGate<T extends Record<string, unknown>>(json: T, facts: AssignmentReadFacts): T {
  if (facts.readsSis) return json;
  return Object.fromEntries(Object.entries(json).filter(([key]) => !SIS_FIELDS.has(key))) as T;
}
