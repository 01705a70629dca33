import { Hono } from 'hono';
import type { AppEnv } from '../canvas/context';
import { accountCourseRoutes } from './accounts/account-courses.routes';
import { accountRoutes } from './accounts/accounts.routes';
import { subAccountRoutes } from './accounts/sub-accounts.routes';
import { activityRoutes } from './activity/activity.routes';
import { assignmentGroupRoutes } from './assignment-groups/assignment-groups.routes';
import { assignmentWriteRoutes } from './assignments/assignment-writes.routes';
import { assignmentRoutes } from './assignments/assignments.routes';
import { effectiveDueDateRoutes } from './assignments/effective-due-dates.routes';
import { developerKeyRoutes } from './developer-keys/developer-keys.routes';
import { courseUserRoutes } from './course-users/course-users.routes';
import { courseWriteRoutes } from './courses/course-write-routes';
import { enrollmentListRoutes } from './enrollments/enrollments-list.routes';
import { enrollmentRoutes } from './enrollments/enrollments.routes';
import { folderCopyRoutes } from './folders/folder-copy.routes';
import { folderCreateRoutes } from './folders/folder-create.routes';
import { folderDeleteRoutes } from './folders/folder-delete.routes';
import { folderContentsRoutes } from './folders/folder-contents.routes';
import { folderMediaRoutes } from './folders/folder-media.routes';
import { folderUpdateRoutes } from './folders/folder-update.routes';
import { folderReadRoutes } from './folders/folders.routes';
import { fileCopyRoutes } from './files/file-copy.routes';
import { fileDeleteRoutes } from './files/file-delete.routes';
import { fileUpdateRoutes } from './files/file-update.routes';
import { fileReadRoutes } from './files/files.routes';
import { publicUrlRoutes } from './files/public-url.routes';
import { usageRightsRoutes } from './files/usage-rights/usage-rights.routes';
import { uploadPreflightRoutes } from './files/upload/upload-preflight.routes';
import { gradingStandardRoutes } from './grading-standards/grading-standards.routes';
import { groupCategoryRoutes } from './groups/group-categories.routes';
import { groupWriteRoutes } from './groups/group-writes.routes';
import { groupRoutes } from './groups/groups.routes';
import { courseReadRoutes } from './courses/courses.routes';
import { rubricAssessmentRoutes } from './rubrics/rubric-assessments.routes';
import { rubricAssociationRoutes } from './rubrics/rubric-associations.routes';
import { rubricWriteRoutes } from './rubrics/rubric-writes.routes';
import { rubricReadRoutes } from './rubrics/rubrics.routes';
import { overrideBatchRoutes } from './overrides/override-batch.routes';
import { overrideLookupRoutes } from './overrides/override-lookup.routes';
import { overrideRoutes } from './overrides/overrides.routes';
import { progressRoutes } from './progress/progress.routes';
import { sectionCreateRoutes } from './sections/section-create.routes';
import { sectionRoutes } from './sections/sections.routes';
import { anonymousSubmissionRoutes } from './submissions/anonymous-submissions.routes';
import { submissionGradeRoutes } from './submissions/submission-grade.routes';
import { commentFileRoutes } from './submissions/comment-files.routes';
import { submissionCommentRoutes } from './submissions/submission-comments.routes';
import { bulkGradeRoutes } from './submissions/bulk-grade.routes';
import { studentSubmissionRoutes } from './submissions/student-submissions.routes';
import { submissionReadRoutes } from './submissions/submissions-read.routes';
import { submissionSummaryRoutes } from './submissions/submission-summary.routes';
import { submissionCreateRoutes } from './submissions/submission-create.routes';
import { submissionFileRoutes } from './submissions/submission-files.routes';
import { gradeableStudentRoutes } from './submissions/gradeable-students.routes';
import { tabRoutes } from './tabs/tabs.routes';
import { termRoutes } from './terms/terms.routes';
import { todoRoutes } from './todo/todo.routes';
import { userAdminRoutes } from './users/user-admin.routes';
import { userRoutes } from './users/users.routes';

/** Every Canvas resource, mounted under /api/v1. */
export function apiRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .route('/', accountRoutes())
    .route('/', courseReadRoutes())
    .route('/', userRoutes())
    .route('/', courseWriteRoutes())
    .route('/', sectionRoutes())
    .route('/', sectionCreateRoutes())
    .route('/', termRoutes())
    .route('/', gradingStandardRoutes())
    .route('/', subAccountRoutes())
    .route('/', accountCourseRoutes())
    .route('/', courseUserRoutes())
    .route('/', activityRoutes())
    .route('/', todoRoutes())
    .route('/', effectiveDueDateRoutes())
    // Before the assignment routes: …/assignments/overrides would otherwise be read as …/assignments/:id.
    .route('/', overrideBatchRoutes())
    .route('/', assignmentRoutes())
    .route('/', assignmentWriteRoutes())
    .route('/', overrideRoutes())
    .route('/', overrideLookupRoutes())
    .route('/', userAdminRoutes())
    .route('/', enrollmentRoutes())
    .route('/', enrollmentListRoutes())
    .route('/', groupCategoryRoutes())
    .route('/', groupRoutes())
    .route('/', groupWriteRoutes())
    .route('/', assignmentGroupRoutes())
    .route('/', submissionReadRoutes())
    .route('/', submissionSummaryRoutes())
    .route('/', submissionGradeRoutes())
    .route('/', anonymousSubmissionRoutes())
    .route('/', bulkGradeRoutes())
    .route('/', studentSubmissionRoutes())
    .route('/', submissionCreateRoutes())
    .route('/', submissionFileRoutes())
    .route('/', gradeableStudentRoutes())
    .route('/', rubricReadRoutes())
    .route('/', rubricWriteRoutes())
    .route('/', rubricAssociationRoutes())
    .route('/', rubricAssessmentRoutes())
    .route('/', commentFileRoutes())
    .route('/', submissionCommentRoutes())
    // Before the read routes: …/folders/media would otherwise be read as …/folders/:id.
    .route('/', folderMediaRoutes())
    .route('/', folderReadRoutes())
    .route('/', folderContentsRoutes())
    .route('/', folderCreateRoutes())
    .route('/', folderUpdateRoutes())
    .route('/', folderDeleteRoutes())
    .route('/', folderCopyRoutes())
    .route('/', fileReadRoutes())
    .route('/', fileUpdateRoutes())
    .route('/', fileDeleteRoutes())
    .route('/', fileCopyRoutes())
    .route('/', publicUrlRoutes())
    .route('/', usageRightsRoutes())
    .route('/', uploadPreflightRoutes())
    .route('/', tabRoutes())
    .route('/', developerKeyRoutes())
    .route('/', progressRoutes());
}
