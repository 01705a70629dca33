import { useQuery } from '@tanstack/react-query';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { Submission } from '@/api/schemas/submission';
import type { GradeEdit } from '@/api/submissions';
import { courseUserQueries } from '@/api/course-users';
import { userQueries } from '@/api/users';
import { Button } from '@/components/button';
import { formatDate } from '@/lib/dates';
import { formatRelativeTime } from '@/lib/relative-time';
import { assessmentTotal } from '../rubric/rubric-total';
import type { SaveTarget, StudentSave } from './grade-saver';
import type { CanvasId } from '@/api/schemas/ids';

/** The grader's change in words. */
function describeEdit(edit: GradeEdit): string {
  if (edit.excuse) return 'Excused';
  const parts: string[] = [];
  if (edit.posted_grade !== undefined) parts.push(edit.posted_grade.trim() === '' ? 'No grade' : edit.posted_grade);
  if (edit.late_policy_status && edit.late_policy_status !== 'none') parts.push(`marked ${edit.late_policy_status}`);
  if (edit.late_policy_status === 'none') parts.push('no late or missing mark');
  if (edit.rubric_assessment) parts.push(`rubric total ${assessmentTotal(edit.rubric_assessment)}`);
  return parts.join(', ') || 'No change';
}

/** The server's grade in words. */
function describeSubmission(submission: Submission): string {
  if (submission.excused) return 'Excused';
  const grade = submission.grade ?? 'No grade';
  return submission.late_policy_status && submission.late_policy_status !== 'none' ? `${grade}, marked ${submission.late_policy_status}` : grade;
}

/** Who wrote the server's version: the grader themself (another window), or a member of the course's roster. */
function useGraderName(courseId: CanvasId, graderId: CanvasId | null | undefined): string | undefined {
  const self = useQuery(userQueries.self());
  const isSelf = graderId != null && self.data?.id === graderId;
  const other = useQuery({ ...courseUserQueries.detail(courseId, graderId ?? ''), enabled: graderId != null && self.isSuccess && !isSelf, retry: false });
  if (isSelf) return 'you, in another window';
  return other.data?.name;
}

export interface GradeConflictDialogProps {
  courseId: CanvasId;
  conflicts: readonly StudentSave[];
  keepMine: (target: SaveTarget) => void;
  takeTheirs: (target: SaveTarget) => void;
  studentLabel?: (userId: CanvasId) => string;
  /** Names the assignment, where a screen shows many (the gradebook). */
  assignmentLabel?: (assignmentId: CanvasId) => string | undefined;
}

/**
 * Settles a save that met a newer grade from someone else (a 409): both values side by side, and the grader
 * chooses. One student and assignment at a time; the next conflict opens when this one is settled.
 */
export function GradeConflictDialog({ courseId, conflicts, keepMine, takeTheirs, studentLabel, assignmentLabel }: GradeConflictDialogProps) {
  const [conflict] = conflicts;
  const grader = useGraderName(courseId, conflict?.theirs?.grader_id);
  if (!conflict?.theirs || !conflict.mine) return null;
  const { theirs, mine, userId, assignmentId } = conflict;
  const student = studentLabel?.(userId) ?? 'this student';
  const assignment = assignmentLabel?.(assignmentId);
  const who = assignment ? `${student} on ${assignment}` : student;
  const when = theirs.graded_at ?? theirs.updated_at;
  return (
    <ModalOverlay isOpen isDismissable={false} className="modal-overlay">
      <Modal className="modal">
        <Dialog role="alertdialog" className="dialog grade-conflict">
          <Heading slot="title" className="dialog__title">
            {`Someone else graded ${who}`}
          </Heading>
          <p className="dialog__body">
            The grade changed after you opened this student. Choose which grade to keep; the other is discarded.
          </p>
          <dl className="grade-conflict__values">
            <div className="grade-conflict__value">
              <dt>Your grade</dt>
              <dd className="grade-conflict__grade">{describeEdit(mine)}</dd>
              <dd className="grade-conflict__meta">Not saved yet</dd>
            </div>
            <div className="grade-conflict__value">
              <dt>Their grade</dt>
              <dd className="grade-conflict__grade">{describeSubmission(theirs)}</dd>
              <dd className="grade-conflict__meta">
                {[grader ? `By ${grader}` : 'By another grader', when ? formatRelativeTime(when) : null].filter(Boolean).join(', ')}
                {when ? <span className="visually-hidden">{` (${formatDate(when) ?? ''})`}</span> : null}
              </dd>
            </div>
          </dl>
          <div className="dialog__actions">
            <Button variant="secondary" onPress={() => takeTheirs(conflict)}>
              Use theirs
            </Button>
            <Button variant="primary" onPress={() => keepMine(conflict)} autoFocus>
              Keep mine
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
