import type { AppContext } from '../../canvas/context';
import { expectsSubmission, submissionTypes, type AssignmentRow } from '../assignments/assignment-row';
import type { LoadedCourse } from '../courses/course-access';
import type { SubmissionView } from './submission.serialize';
import { studentIdentity } from './anonymity';
import { submissionViewer } from './submission-visibility';

/** The caller reading this assignment's submissions, with the assignment's facts the read rule needs. */
export function submissionView(c: AppContext, loaded: LoadedCourse, assignment: AssignmentRow): SubmissionView {
  const viewer = submissionViewer(c, loaded.course.id, loaded.access);
  return {
    viewer,
    expectsSubmission: expectsSubmission(submissionTypes(assignment)),
    postManually: Boolean(assignment.post_manually),
    identity: studentIdentity(c.get('deps').db, assignment, viewer.readsGrades),
  };
}
