import type { AppContext } from '../../canvas/context';
import { expectsSubmission, submissionTypes, type AssignmentRow } from '../assignments/assignment-row';
import type { LoadedCourse } from '../courses/course-access';
import type { SubmissionView } from './submission.serialize';
import { submissionViewer } from './submission-visibility';

/** The caller reading this assignment's submissions, with the assignment's facts the read rule needs. */
export const submissionView = (c: AppContext, loaded: LoadedCourse, assignment: AssignmentRow): SubmissionView => ({
  viewer: submissionViewer(c, loaded.course.id, loaded.access),
  expectsSubmission: expectsSubmission(submissionTypes(assignment)),
  postManually: Boolean(assignment.post_manually),
});
