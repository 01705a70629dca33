import { useQuery } from '@tanstack/react-query';
import { courseQueries } from '@/api/courses';
import type { Assignment } from '@/api/schemas/assignment';
import type { SubmissionDetail } from '@/api/schemas/submission-detail';
import { RubricAssessment } from '../rubric/rubric-assessment';
import { useGradeSaving, type GradeSaveState } from '../saving/grade-saving';
import '@/styles/grading-panel.css';
import { CommentComposer } from './comment-composer';
import { CommentThread } from './comment-thread';
import { GradeInput } from './grade-input';
import { GradeSummary } from './grade-summary';
import { StatusMenu } from './status-menu';
import type { CanvasId } from '@/api/schemas/ids';

export interface GradePanelProps {
  courseId: CanvasId;
  assignment: Assignment;
  /** The selected student's submission, read with history, comments and user. */
  submission: SubmissionDetail;
  /** The student's name, or "Student N" while names are hidden; use it wherever the student is named. */
  studentLabel: string;
  hideNames: boolean;
  /** The course's time zone for comment times; read from the (usually cached) course when not given. */
  timeZone?: string;
  /** Shift+Enter in the grade, once it is saved: the next student, their grade focused. */
  onSaveAndNext?: () => void;
}

/** Save states in which the cached grade is the grader's, not yet the server's (a rejected one is rolled back). */
const PENDING = new Set<GradeSaveState>(['saving', 'unsaved', 'conflict']);

/**
 * The grade, the status and the comments of one student. The panel stays from student to student; the inputs and
 * the thread are keyed by student, so what a grader typed (grade text, comment draft, a comment being edited)
 * belongs to that student and is restored when they come back.
 */
export function GradePanel({ courseId, assignment, submission, studentLabel, hideNames, timeZone, onSaveAndNext }: GradePanelProps) {
  const saving = useGradeSaving();
  const course = useQuery({ ...courseQueries.detail(courseId), enabled: timeZone === undefined });
  const zone = timeZone ?? course.data?.time_zone;
  const userId = submission.user_id;
  return (
    <section className="grade-panel" aria-label="Grade">
      <div className="grade-panel__grade">
        <GradeInput key={`grade-${userId}`} courseId={courseId} assignment={assignment} submission={submission} studentLabel={studentLabel} onSaveAndNext={onSaveAndNext} />
        <GradeSummary assignment={assignment} submission={submission} pending={PENDING.has(saving.stateOf(userId) ?? 'saved')} />
        <StatusMenu key={`status-${userId}`} submission={submission} studentLabel={studentLabel} onChange={(edit) => saving.save(userId, edit, submission)} />
      </div>
      {assignment.rubric?.length ? <RubricAssessment assignment={assignment} submission={submission} studentLabel={studentLabel} /> : null}
      <div className="grade-panel__comments">
        <h2 className="grade-panel__heading">Comments</h2>
        <CommentThread
          key={`thread-${userId}`}
          courseId={courseId}
          assignmentId={assignment.id}
          comments={submission.submission_comments ?? []}
          studentId={userId}
          studentLabel={studentLabel}
          hideNames={hideNames}
          timeZone={zone}
        />
        <CommentComposer key={`comment-${userId}`} courseId={courseId} assignment={assignment} submission={submission} />
      </div>
    </section>
  );
}
