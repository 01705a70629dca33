/** A row of enrollment_terms. */
export type TermRow = {
  id: number;
  root_account_id: number;
  name: string;
  start_at: string | null;
  end_at: string | null;
  created_at: string;
  workflow_state: string;
  is_default: number;
  sis_term_id: string | null;
};

/**
 * EnrollmentTerm JSON (Canvas's Api::V1::EnrollmentTerm), as embedded in a Course and listed by /terms.
 * `sis_term_id` only for callers who may read the root account's SIS data (its admins).
 */
export function termJson(term: TermRow, { withSis }: { withSis: boolean }) {
  return {
    id: term.id,
    name: term.name,
    start_at: term.start_at,
    end_at: term.end_at,
    created_at: term.created_at,
    workflow_state: term.workflow_state,
    grading_period_group_id: null,
    ...(withSis ? { sis_term_id: term.sis_term_id } : {}),
  };
}
