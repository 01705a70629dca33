import { submissionTypes, type AssignmentRow } from './assignment-row';

/**
 * The stored settings in Assignment JSON, as lib/api/v1/assignment.rb's assignment_json writes them: the
 * moderation and peer review flags always; the automatic peer review schedule only while automatic peer reviews
 * are on; the external tool's launch for an external tool assignment; SIS and integration data only for callers
 * with SIS rights.
 */
export function assignmentSettingsJson(assignment: AssignmentRow, options: { sis?: boolean }) {
  const automatic = Boolean(assignment.automatic_peer_reviews) && Boolean(assignment.peer_reviews);
  const types = submissionTypes(assignment);
  const externalTool = types.length === 1 && types[0] === 'external_tool' && assignment.external_tool_url !== null;
  return {
    anonymous_peer_reviews: Boolean(assignment.anonymous_peer_reviews),
    automatic_peer_reviews: Boolean(assignment.automatic_peer_reviews),
    intra_group_peer_reviews: Boolean(assignment.intra_group_peer_reviews),
    ...(automatic ? { peer_review_count: assignment.peer_review_count, peer_reviews_assign_at: assignment.peer_reviews_due_at } : {}),
    post_to_sis: Boolean(assignment.post_to_sis),
    moderated_grading: Boolean(assignment.moderated_grading),
    grader_count: assignment.grader_count,
    final_grader_id: assignment.final_grader_id,
    grader_comments_visible_to_graders: Boolean(assignment.grader_comments_visible_to_graders),
    grader_names_visible_to_final_grader: Boolean(assignment.grader_names_visible_to_final_grader),
    graders_anonymous_to_graders: Boolean(assignment.graders_anonymous_to_graders),
    hide_in_gradebook: Boolean(assignment.hide_in_gradebook),
    important_dates: Boolean(assignment.important_dates),
    ...(externalTool
      ? {
          external_tool_tag_attributes: {
            url: assignment.external_tool_url,
            new_tab: Boolean(assignment.external_tool_new_tab),
            external_data: null,
            custom_params: null,
          },
        }
      : {}),
    ...(options.sis
      ? {
          sis_assignment_id: assignment.sis_source_id,
          integration_id: assignment.integration_id,
          integration_data: assignment.integration_data === null ? {} : (JSON.parse(assignment.integration_data) as Record<string, unknown>),
        }
      : {}),
  };
}
