import type { EndpointParameters } from '../canvas/parameter-table';
import { accountParameters } from './accounts/accounts.parameters';
import { activityParameters } from './activity/activity.parameters';
import { courseUserParameters } from './course-users/course-users.parameters';
import { developerKeyParameters } from './developer-keys/developer-keys.parameters';
import { enrollmentParameters } from './enrollments/enrollments.parameters';
import { groupParameters } from './groups/groups.parameters';
import { sectionParameters } from './sections/sections.parameters';
import { tabParameters } from './tabs/tabs.parameters';
import { fileParameters } from './files/files.parameters';
import { folderParameters } from './folders/folders.parameters';
import { overrideParameters } from './overrides/overrides.parameters';
import { progressParameters } from './progress/progress.parameters';
import { rubricParameters } from './rubrics/rubrics.parameters';
import { courseParameters } from './courses/courses.parameters';
import { gradingStandardParameters } from './grading-standards/grading-standards.parameters';
import { assignmentWriteParameters } from './assignments/assignment-writes.parameters';
import { assignmentGroupParameters } from './assignment-groups/assignment-groups.parameters';
import { assignmentReadParameters } from './assignments/assignment-reads.parameters';
import { submissionReadParameters } from './submissions/submission-reads.parameters';
import { submissionWriteParameters } from './submissions/submission-writes.parameters';
import { termParameters } from './terms/terms.parameters';
import { todoParameters } from './todo/todo.parameters';
import { userParameters } from './users/users.parameters';

/** Every /api/v1 action's documented Canvas parameters and what this server does with each (decision 0061). */
export const API_PARAMETERS: EndpointParameters[] = [
  ...accountParameters,
  ...activityParameters,
  ...courseUserParameters,
  ...developerKeyParameters,
  ...enrollmentParameters,
  ...groupParameters,
  ...sectionParameters,
  ...tabParameters,
  ...fileParameters,
  ...folderParameters,
  ...overrideParameters,
  ...progressParameters,
  ...rubricParameters,
  ...courseParameters,
  ...gradingStandardParameters,
  ...assignmentWriteParameters,
  ...assignmentGroupParameters,
  ...assignmentReadParameters,
  ...submissionReadParameters,
  ...submissionWriteParameters,
  ...termParameters,
  ...todoParameters,
  ...userParameters,
];
