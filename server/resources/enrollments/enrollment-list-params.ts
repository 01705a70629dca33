import { z } from 'zod';
import { canvasString, stringList } from '../../canvas/coerce';
import { badRequest, CanvasError } from '../../canvas/errors';
import { ROLE_IDS } from '../courses/course-row';

/** The parameters of EnrollmentsApiController#index (app/controllers/enrollments_api_controller.rb). */
export const enrollmentListParams = z.object({
  type: stringList().optional(),
  role: stringList().optional(),
  state: stringList().optional(),
  include: stringList().optional(),
  user_id: canvasString.optional(),
  grading_period_id: canvasString.optional(),
  enrollment_term_id: canvasString.optional(),
  sis_account_id: stringList().optional(),
  sis_course_id: stringList().optional(),
  sis_section_id: stringList().optional(),
  sis_user_id: stringList().optional(),
});
export type EnrollmentListParams = z.output<typeof enrollmentListParams>;

/** Enrollment workflow states a course or section list filters by. */
const WORKFLOW_STATES = ['active', 'invited', 'creation_pending', 'deleted', 'rejected', 'completed', 'inactive'];

/** The user list's own states: Canvas's date-derived ones, which Lectern's enrollments never take, and the synthetic sets. */
const SYNTHETIC_STATES: Record<string, string[]> = {
  pending_active: [],
  pending_invited: [],
  current_and_invited: ['active', 'invited'],
  current_and_future: ['active', 'invited', 'creation_pending'],
  current_and_concluded: ['active', 'completed'],
  current_future_and_restricted: ['active', 'invited', 'creation_pending', 'inactive'],
};
const USER_STATES = new Set(['active', 'inactive', 'rejected', 'invited', 'creation_pending', 'completed', ...Object.keys(SYNTHETIC_STATES)]);

/** Canvas answers a state it does not know `{"error": "Invalid state …"}`. */
const invalidState = (state: string) => new CanvasError(400, { error: `Invalid state ${state}` });

/** state[] on a course or section list: workflow states only (Canvas would match nothing; Lectern names the mistake). */
export function courseStates(values: string[]): string[] {
  const unknown = values.find((state) => !WORKFLOW_STATES.includes(state));
  if (unknown !== undefined) throw invalidState(unknown);
  return values;
}

/** state[] on a caller's own list, with the synthetic sets expanded. */
export function ownStates(values: string[]): string[] {
  const unknown = values.find((state) => !USER_STATES.has(state));
  if (unknown !== undefined) throw invalidState(unknown);
  return [...new Set(values.flatMap((state) => SYNTHETIC_STATES[state] ?? [state]))];
}

/**
 * role[] names roles (Lectern's are the built-in ones, named by their base type) and wins over type[]; a name that
 * is no role is Canvas's "role not found" 400.
 */
export function typesFilter(params: EnrollmentListParams): string[] | undefined {
  if (params.role?.length) {
    if (params.role.some((name) => ROLE_IDS[name] === undefined)) throw badRequest('role not found');
    return params.role;
  }
  return params.type?.length ? params.type : undefined;
}

/** grading_period_id: Lectern has no grading periods, so every id is one Canvas answers "invalid grading_period_id". */
export function refuseGradingPeriod(params: EnrollmentListParams): void {
  if (params.grading_period_id !== undefined && params.grading_period_id !== '') {
    throw new CanvasError(400, { error: 'invalid grading_period_id' });
  }
}
