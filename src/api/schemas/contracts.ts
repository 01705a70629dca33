import { z } from 'zod';
import { extend, omit, pick } from 'zod/mini';
import { accessTokenSchema } from './access-token';
import { accountSchema } from './account';
import { activityItemSchema, activitySummarySchema } from './activity';
import { assignmentSchema } from './assignment';
import { assignmentGroupSchema } from './assignment-group';
import { assignmentOverrideSchema } from './assignment-override';
import { bulkGradeResultsSchema } from './bulk-grade';
import { courseConcludeResultSchema, courseDeleteResultSchema, coursePermissionsSchema, previewHtmlSchema } from './course-actions';
import { courseListItemSchema, courseSchema } from './course';
import { courseSettingsSchema } from './course-settings';
import { developerKeySchema } from './developer-key';
import { effectiveDueDatesSchema } from './effective-due-dates';
import { enrollmentSchema } from './enrollment';
import { FILE_ALWAYS, fileNameSchema, fileQuotaSchema, fileSchema, licenseSchema } from './file';
import { publicUrlSchema, usageRightsUpdateSchema } from './file-writes';
import { FOLDER_ALWAYS, folderSchema } from './folder';
import { gradingStandardSchema } from './grading-standard';
import { groupSchema } from './group';
import { groupCategorySchema } from './group-category';
import { groupMembershipSchema } from './group-membership';
import { isoDateTime } from './ids';
import { progressSchema } from './progress';
import { graphqlAnswerSchema, policyPayloadSchema, postingPayloadSchema } from './post-policy';
import { rubricAssessmentSchema, rubricAssociationSchema, rubricSchema, rubricWriteSchema } from './rubric';
import { sectionSchema } from './section';
import { strictContract } from './strict';
import { gradedSubmissionSchema, submissionWithCommentsSchema } from './graded-submission';
import { submissionSchema } from './submission';
import { submissionCommentSchema, submissionDetailSchema } from './submission-detail';
import { submissionSummarySchema } from './submission-summary';
import { studentSubmissionGroupSchema, studentSubmissionSchema } from './student-submissions';
import { tabSchema } from './tab';
import { enrollmentTermListSchema } from './term-list';
import { todoItemSchema } from './todo';
import { lecternUploadParamsSchema, uploadPreflightSchema } from './upload';
import { userSchema } from './user';

/**
 * What the embedded server must send: the strict variants of the app's schemas (docs/design.md, "Schemas").
 * Only the server's contract tests use these; the app keeps parsing leniently.
 */
export const accessTokenContract = strictContract(accessTokenSchema);
export const accountContract = strictContract(accountSchema);
// Each item type adds its own keys (a Submission item is a whole submission); the common ones are checked.
export const activityItemContract = strictContract(activityItemSchema, { openTopLevel: true });
export const activitySummaryContract = strictContract(activitySummarySchema);
// Always present in Canvas's Assignment (§7.6), optional in the app for older services.
export const assignmentContract = strictContract(assignmentSchema, {
  require: [
    'visible_to_everyone', 'submissions_download_url', 'post_manually', 'peer_reviews', 'grade_group_students_individually',
    'anonymous_grading', 'moderated_grading', 'in_closed_grading_period', 'due_date_required', 'max_name_length', 'hide_in_gradebook',
    'anonymous_peer_reviews', 'automatic_peer_reviews', 'intra_group_peer_reviews', 'post_to_sis', 'grader_count', 'final_grader_id',
    'grader_comments_visible_to_graders', 'grader_names_visible_to_final_grader', 'graders_anonymous_to_graders', 'important_dates',
  ],
});
// Canvas's api_json always lists these two; older services may not.
export const assignmentGroupContract = strictContract(assignmentGroupSchema, { require: ['sis_source_id', 'integration_data'] });
// Canvas sends unassign_item on every override (§7.8); the app reads it as optional for older services.
export const assignmentOverrideContract = strictContract(assignmentOverrideSchema, { require: ['unassign_item'] });
export const courseContract = strictContract(courseSchema);
/**
 * Course JSON that Canvas renders with no enrollments passed to course_json, which then drops the nil
 * `enrollments` key: the account course list (AccountsController#courses_api) and the update answer.
 */
const courseWithoutEnrollmentsSchema = omit(courseSchema, { enrollments: true });
export const courseWithoutEnrollmentsContract = strictContract(courseWithoutEnrollmentsSchema);
/**
 * POST /accounts/:id/courses answers a Course, without enrollments even after enroll_me, plus the attributes
 * courses_controller#create lists for course_json; `conclude_at` replaces nothing, it is added when the client
 * sent `course[conclude_at]`.
 */
export const createdCourseContract = strictContract(
  extend(courseWithoutEnrollmentsSchema, {
    allow_student_assignment_edits: z.boolean(),
    allow_wiki_comments: z.boolean(),
    allow_student_forum_attachments: z.boolean(),
    open_enrollment: z.boolean(),
    self_enrollment: z.boolean(),
    public_description: z.string().nullable(),
    conclude_at: z.optional(z.nullable(isoDateTime)),
  }),
);
export const courseListItemContract = strictContract(courseListItemSchema);
export const coursePermissionsContract = strictContract(coursePermissionsSchema);
export const previewHtmlContract = strictContract(previewHtmlSchema);
export const courseDeleteResultContract = strictContract(courseDeleteResultSchema);
export const courseConcludeResultContract = strictContract(courseConcludeResultSchema);
// Older Canvas versions send a subset, so the app reads every setting as optional; this server sends them all.
export const courseSettingsContract = strictContract(courseSettingsSchema, { require: Object.keys(courseSettingsSchema.shape) });
/** Every field the embedded server sends to the key's admins is required. */
export const developerKeyContract = strictContract(developerKeySchema, {
  require: ['email', 'user_id', 'user_name', 'icon_url', 'notes', 'scopes', 'require_scopes', 'api_key', 'redirect_uri', 'redirect_uris', 'access_token_count', 'last_used_at', 'account_name', 'visible', 'is_lti_key'],
});
export const effectiveDueDatesContract = strictContract(effectiveDueDatesSchema);
export const enrollmentContract = strictContract(enrollmentSchema);
// group_json always adds these for a group in a course.
export const gradingStandardContract = strictContract(gradingStandardSchema);
export const groupContract = strictContract(groupSchema, {
  require: ['course_id', 'role', 'leader', 'has_submission', 'concluded', 'non_collaborative'],
});
// Canvas's api_json always lists created_at; the app reads it as optional.
export const groupMembershipContract = strictContract(groupMembershipSchema, { require: ['created_at'] });
export const groupCategoryContract = strictContract(groupCategorySchema, { require: ['course_id', 'self_signup_end_at', 'created_at'] });
/** Progress (§7.14): `results` stays optional, as Canvas leaves it out while the job is pending. */
export const progressContract = strictContract(progressSchema);
export const sectionContract = strictContract(sectionSchema);
/** GraphQL answers (§10.11), for a query asking exactly the fields the app's operations ask. */
export const policyAnswerContract = (field: string) => strictContract(graphqlAnswerSchema(field, policyPayloadSchema));
export const postingAnswerContract = (field: string) => strictContract(graphqlAnswerSchema(field, postingPayloadSchema));
export const enrollmentTermListContract = strictContract(enrollmentTermListSchema);
export const todoItemContract = strictContract(todoItemSchema);
export const userContract = strictContract(userSchema);
/** The app tolerates unknown kinds; this server sends only Canvas's documented values and URLs (§7.12). */
export const tabContract = strictContract(
  extend(tabSchema, {
    type: z.enum(['internal', 'external']),
    visibility: z.enum(['public', 'members', 'admins', 'none']),
    html_url: z.string().startsWith('/'),
    full_url: z.url(),
    position: z.number().int().positive(),
    hidden: z.literal(true).optional(),
    unused: z.literal(true).optional(),
  }),
);

/** A JSON array of one contract, e.g. a page of courses. */
export const listOf = <T>(contract: z.ZodType<T>) => z.array(contract);

/** Canvas's submission_json always writes these (§7.11); the app reads them as optional for an assignment's own submission. */
const SUBMISSION_ALWAYS = [
  'body', 'url', 'excused', 'graded_at', 'grader_id', 'grade_matches_current_submission', 'late', 'missing', 'seconds_late',
  'late_policy_status', 'points_deducted', 'cached_due_date', 'posted_at', 'entered_score', 'entered_grade', 'updated_at',
  'grading_period_id', 'extra_attempts', 'redo_request', 'sticker', 'custom_grade_status_id',
] as const;
/** File (§7.3) with every field attachment_json always writes. */
export const fileContract = strictContract(fileSchema, { require: FILE_ALWAYS });
/** Folder (§7.4) with every field folder_json always writes. */
export const folderContract = strictContract(folderSchema, { require: FOLDER_ALWAYS });
export const fileNameContract = strictContract(fileNameSchema);
export const fileQuotaContract = strictContract(fileQuotaSchema);
export const licenseContract = strictContract(licenseSchema);
/** Upload step 1 (§3.3) as Lectern answers it: its signed upload_params, and `file` as the file part's name. */
export const uploadPreflightContract = strictContract(
  extend(uploadPreflightSchema, { upload_params: lecternUploadParamsSchema, file_param: z.literal('file') }),
);
/** PUT …/usage_rights: the UsageRights with message and file_ids. */
export const usageRightsUpdateContract = strictContract(usageRightsUpdateSchema, {
  require: ['use_justification', 'license', 'legal_copyright', 'license_name'],
});
/** DELETE …/usage_rights: only message and file_ids. */
export const usageRightsRemovalContract = strictContract(pick(usageRightsUpdateSchema, { message: true, file_ids: true }));
export const publicUrlContract = strictContract(publicUrlSchema);
/** A submission's files, and each history entry's, held to the File contract. */
const attachments = z.array(fileContract).optional();
const withFiles = { attachments, submission_history: z.array(extend(submissionSchema, { attachments })).optional() };
export const submissionContract = strictContract(extend(submissionDetailSchema, withFiles), { require: SUBMISSION_ALWAYS });
export const submissionWithCommentsContract = strictContract(extend(submissionWithCommentsSchema, { attachments }), { require: SUBMISSION_ALWAYS });
export const gradedSubmissionContract = strictContract(extend(gradedSubmissionSchema, { attachments }), { require: SUBMISSION_ALWAYS });
/**
 * A grader's submission of an anonymous assignment while its students are anonymized (docs/decisions/0056): the
 * student is the `anonymous_id` (Canvas's five base58 characters), never a `user_id`, in the row and its history.
 */
const anonymousId = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{5}$/);
const NO_USER = { user_id: true } as const;
const anonymizedAttempt = extend(omit(submissionSchema, NO_USER), { anonymous_id: anonymousId, attachments });
export const anonymizedSubmissionContract = strictContract(
  extend(omit(submissionDetailSchema, NO_USER), { anonymous_id: anonymousId, attachments, submission_history: z.array(anonymizedAttempt).optional() }),
  { require: SUBMISSION_ALWAYS },
);
export const anonymizedGradedSubmissionContract = strictContract(
  extend(omit(submissionWithCommentsSchema, NO_USER), { anonymous_id: anonymousId, attachments, all_submissions: z.array(anonymizedAttempt) }),
  { require: SUBMISSION_ALWAYS },
);
export const submissionSummaryContract = strictContract(submissionSummarySchema);
/** GET …/students/submissions: flat submissions, or students each with theirs (grouped). */
const studentSubmissionWire = extend(studentSubmissionSchema, withFiles);
export const studentSubmissionContract = strictContract(studentSubmissionWire, { require: SUBMISSION_ALWAYS });
export const studentSubmissionGroupContract = strictContract(extend(studentSubmissionGroupSchema, { submissions: z.array(studentSubmissionWire) }));
/** A bulk grade Progress's results: one outcome per student sent. */
export const bulkGradeResultsContract = strictContract(bulkGradeResultsSchema);
/** Rubrics (docs/canvas-contract.md, "Rubrics"): a rubric, a create or edit's answer, an association, an assessment. */
export const rubricContract = strictContract(rubricSchema);
export const rubricWriteContract = strictContract(rubricWriteSchema);
export const rubricAssociationAnswerContract = strictContract(z.object({ rubric_association: rubricAssociationSchema }));
export const rubricAssessmentContract = strictContract(
  extend(rubricAssessmentSchema, { rubric_association: z.optional(rubricAssociationSchema), assessor_name: z.string(), assessor_avatar_url: z.nullable(z.string()) }),
);
/** PUT …/comments/:id: SubmissionComment as submission_comment_json writes it. */
export const submissionCommentContract = strictContract(submissionCommentSchema);
/**
 * DELETE …/comments/:id: the deleted comment as anonymous_moderated_submission_comments_json writes it (no author
 * object; draft, publishable and the media and group fields, which Lectern never sets).
 */
export const deletedCommentContract = z.strictObject({
  id: z.number().int(),
  author_id: z.number().int().nullable(),
  author_name: z.string(),
  comment: z.string(),
  created_at: isoDateTime,
  attempt: z.number().int().nullable(),
  cached_attachments: z.array(fileContract),
  draft: z.literal(false),
  group_comment_id: z.null(),
  media_comment_id: z.null(),
  media_comment_type: z.null(),
  publishable: z.literal(false),
});
