import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { isCanvasApiError } from '@/api/http/canvas-api-error';
import type { Assignment } from '@/api/schemas/assignment';
import { Button } from '@/components/button';
import { lazyOverlay, preloadOn } from '@/components/dialog/lazy-overlay';
import { ErrorView } from '@/components/error-view';
import { LoadingRows } from '@/components/loading-rows';
import { Switch } from '@/components/switch';
import { useMediaQuery } from '@/components/use-media-query';
import '@/styles/grading.css';
import { BulkActions, SelectionBar } from './bulk/bulk-actions';
import { useRailSelection } from './bulk/use-rail-selection';
import { DownloadTools } from './download/download-tools';
import { COMMENT_INPUT_ID, GRADING_HEADING_ID, focusGrade, focusRubric, focusView } from './focus-targets';
import { GradePanel } from './grade-panel/grade-panel';
import { PostingBar } from './posting/posting-bar';
import { RailFilters } from './rail/rail-filters';
import { StudentRail } from './rail/student-rail';
import { useRail, type Rail } from './rail/use-rail';
import { GradeSavingProvider } from './saving/grade-saving';
import { useGradingShortcuts } from './shortcuts/use-grading-shortcuts';
import { GradingStats } from './stats/grading-stats';
import { SubmissionView } from './submission-view/submission-view';
import type { CanvasId } from '@/api/schemas/ids';

// Loaded when the button is hovered, focused or pressed, or "?" is typed: not part of a first visit.
const ShortcutsDialog = lazyOverlay(() => import('./shortcuts/shortcuts-dialog').then((module) => module.ShortcutsDialog));

export interface GradingViewProps {
  courseId: CanvasId;
  assignment: Assignment;
  /** The course's time zone, for submitted times. */
  timeZone: string | undefined;
}

const PHONE = '(max-width: 760px)';

/** The SpeedGrader-style page: a header, the student rail, the submission and the grade (issue 8). */
export function GradingView(props: GradingViewProps) {
  const rail = useRail(props.courseId, props.assignment.id, props.assignment.anonymize_students === true);
  // The conflict prompt names the student as the rail does ("Student N" while names are hidden).
  const studentLabel = (userId: CanvasId) => rail.labelOf({ user_id: userId, user: rail.rows.find((row) => row.user_id === userId)?.user });
  return (
    <GradeSavingProvider courseId={props.courseId} assignmentId={props.assignment.id} studentLabel={studentLabel}>
      <GradingLayout {...props} rail={rail} />
    </GradeSavingProvider>
  );
}

function GradingLayout({ courseId, assignment, timeZone, rail }: GradingViewProps & { rail: Rail }) {
  const [helpOpen, setHelpOpen] = useState(false);
  const phone = useMediaQuery(PHONE);
  const selection = useRailSelection(rail.rows);
  useGradingShortcuts({
    next: () => void rail.goNext(),
    previous: rail.goPrevious,
    grade: focusGrade,
    comment: () => document.getElementById(COMMENT_INPUT_ID)?.focus(),
    rubric: focusRubric,
    help: () => setHelpOpen(true),
    leave: focusView,
  });
  const submission = rail.detail.data;
  // Shift+Enter in the grade: once the next student's panel is in, their grade is focused, ready to be typed over.
  const gradeNextStudent = useRef(false);
  const saveAndNext = () => {
    if (!rail.next && !rail.list.hasNextPage) {
      focusView();
      return;
    }
    gradeNextStudent.current = true;
    void rail.goNext();
  };
  const shownUserId = submission?.user_id;
  useEffect(() => {
    if (!gradeNextStudent.current || shownUserId === undefined) return;
    gradeNextStudent.current = false;
    focusGrade();
  }, [shownUserId]);
  const label = submission ? rail.labelOf(submission) : undefined;
  // A place in the list, never "Student N": with names hidden that is the label, and "Student 38, Student 2" confuses.
  const position = rail.index >= 0 ? `${rail.index + 1} of ${rail.rows.length}${rail.list.hasNextPage ? '+' : ''}` : null;
  return (
    <div className="grading">
      <title>{`${label ? `Grading ${label}` : 'Grading'} · ${assignment.name} · Lectern`}</title>
      <header className="grading__header">
        <div className="grading__title">
          <Link to={`/courses/${courseId}/assignments/${assignment.id}`} className="grading__assignment">
            {assignment.name}
          </Link>
          <Link to={`/courses/${courseId}/gradebook`} className="grading__assignment grading__gradebook">
            Gradebook
          </Link>
          <h1 id={GRADING_HEADING_ID} className="grading__heading" tabIndex={-1} data-page-heading="">{label ? `Grading ${label}` : 'Grading'}</h1>
          {/* Announces each switch (j/k move focus nowhere, so nothing else would be read). */}
          <p role="status" className="visually-hidden">
            {label ? `Now grading ${label}${position ? `, ${position}` : ''}` : ''}
          </p>
        </div>
        <div className="grading__nav">
          <Button size="sm" onPress={rail.goPrevious} isDisabled={!rail.previous}>
            Previous student
          </Button>
          <span className="grading__position">{position}</span>
          <Button size="sm" onPress={() => void rail.goNext()} isDisabled={!rail.next && !rail.list.hasNextPage}>
            Next student
          </Button>
        </div>
        <div className="grading__tools">
          {/* Bulk requests name students by user id: an anonymized assignment offers none. */}
          {rail.anonymous ? null : <BulkActions courseId={courseId} assignmentId={assignment.id} rows={rail.rows} selection={selection} labelOf={rail.labelOf} />}
          {/* An anonymized assignment hides names whatever the grader's own choice, until its grades are posted. */}
          <Switch isSelected={rail.hideNames} onChange={rail.setHideNames} isDisabled={rail.anonymous}>
            {rail.anonymous ? 'Hide student names (anonymous grading)' : 'Hide student names'}
          </Switch>
          <Button size="sm" variant="ghost" onPress={() => setHelpOpen(true)} {...preloadOn(ShortcutsDialog)}>
            Keyboard shortcuts
          </Button>
          <DownloadTools courseId={courseId} assignment={assignment} />
        </div>
        <div className="grading__stats">
          <GradingStats courseId={courseId} assignment={assignment} />
        </div>
        <PostingBar courseId={courseId} assignment={assignment} />
      </header>
      <div className="grading__body">
        <StudentRail
          rows={rail.rows}
          selectedId={rail.selectedId}
          labelOf={rail.labelOf}
          hrefOf={rail.hrefOf}
          hasNextPage={rail.list.hasNextPage}
          isFetchingNextPage={rail.list.isFetchingNextPage}
          fetchNextPage={() => void rail.list.fetchNextPage()}
          placeholder={railPlaceholder(rail)}
          filters={
            <>
              <RailFilters courseId={courseId} params={rail.params} hideNames={rail.hideNames} onChange={rail.setParams} />
              {rail.anonymous ? null : <SelectionBar selection={selection} />}
            </>
          }
          collapsible={phone}
          selection={rail.anonymous ? undefined : selection}
        />
        <SelectedStudent rail={rail} courseId={courseId} assignment={assignment} timeZone={timeZone} label={label} onSaveAndNext={saveAndNext} gradeFirst={phone} />
      </div>
      {helpOpen ? <ShortcutsDialog isOpen onOpenChange={setHelpOpen} /> : null}
    </div>
  );
}

function railPlaceholder(rail: Rail) {
  if (rail.list.isPending) return <LoadingRows label="Loading students…" rows={6} />;
  if (rail.list.isError) return <ErrorView variant="panel" error={rail.list.error} onRetry={() => void rail.list.refetch()} />;
  if (rail.rows.length === 0) return <p className="grading-rail__note">No students match these filters.</p>;
  return undefined;
}

interface SelectedStudentProps extends GradingViewProps {
  rail: Rail;
  label: string | undefined;
  onSaveAndNext: () => void;
  /**
   * At phone width the grade comes before the submission, in the page's order (not only on screen, so reading and
   * Tab order match what is seen): a long document would otherwise push the grade a whole document down.
   */
  gradeFirst: boolean;
}

function SelectedStudent({ rail, courseId, assignment, timeZone, label, onSaveAndNext, gradeFirst }: SelectedStudentProps) {
  const { detail, selectedId } = rail;
  if (selectedId !== undefined && isCanvasApiError(detail.error) && detail.error.isNotFound) {
    return (
      <div className="grading__main grading__missing" role="alert">
        <h2>Student not found</h2>
        <p>{`No student with id ${selectedId} is assigned this assignment, or you may not grade them. Choose a student from the list.`}</p>
      </div>
    );
  }
  if (detail.isError && !detail.data) {
    return <ErrorView variant="panel" error={detail.error} onRetry={() => void detail.refetch()} />;
  }
  if (!detail.data || !label) {
    return rail.list.isPending || selectedId !== undefined ? <LoadingRows label="Loading submission…" rows={4} /> : null;
  }
  const submission = detail.data;
  const main = (
    // The view is the region ("Submission by …"); this box only places it.
    <div key="main" className="grading__main">
      <SubmissionView key={submission.user_id} courseId={courseId} assignment={assignment} submission={submission} studentLabel={label} timeZone={timeZone} />
    </div>
  );
  const panel = (
    <aside key="panel" className="grading__panel" aria-label="Grading">
      <GradePanel courseId={courseId} assignment={assignment} submission={submission} studentLabel={label} hideNames={rail.hideNames} onSaveAndNext={onSaveAndNext} />
    </aside>
  );
  return <>{gradeFirst ? [panel, main] : [main, panel]}</>;
}
