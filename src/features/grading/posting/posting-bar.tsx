import { useState } from 'react';
import { describeError } from '@/api/http/describe-error';
import { useSetAssignmentPostPolicy } from '@/api/post-policies';
import type { Assignment } from '@/api/schemas/assignment';
import type { CanvasId } from '@/api/schemas/ids';
import { Button } from '@/components/button';
import { lazyOverlay, preloadOn } from '@/components/dialog/lazy-overlay';
import { Switch } from '@/components/switch';
import { showToast } from '@/components/toast/toast-queue';
import { postingCounts } from './hidden-grades';
import { useLoadedScores } from './use-loaded-scores';
import type { PostingAction } from './posting-form';
import '@/styles/grading-posting.css';

// Loaded when Post or Hide is pressed: its form is not part of a first visit to grading.
const PostingDialog = lazyOverlay(() => import('./posting-dialog').then((module) => module.PostingDialog));

export interface PostingBarProps {
  courseId: CanvasId;
  assignment: Assignment;
}

/**
 * The grading header's posting controls: the assignment's post policy as a switch, how many graded students cannot
 * see their grade yet, and Post grades / Hide grades (docs/canvas-contract.md §10.11).
 */
export function PostingBar({ courseId, assignment }: PostingBarProps) {
  const scores = useLoadedScores(courseId, assignment.id);
  const counts = scores ? postingCounts(scores) : undefined;
  const policy = useSetAssignmentPostPolicy(courseId, assignment.id);
  const [dialog, setDialog] = useState<PostingAction>();
  const manual = policy.isPending ? policy.variables : Boolean(assignment.post_manually);
  const setManual = (postManually: boolean) =>
    policy.mutate(postManually, {
      onError: (error) => showToast({ title: 'Post policy not changed', description: describeError(error).message, tone: 'error' }),
    });
  return (
    <section className="grading-posting" aria-label="Posting grades">
      <Switch isSelected={manual} onChange={setManual} isDisabled={policy.isPending} description={manual ? 'Students see grades once posted.' : 'Students see each grade as it is given.'}>
        Post grades manually
      </Switch>
      <p className="grading-posting__hidden" role="status">
        {counts && counts.hidden > 0 ? `${counts.hidden} graded, hidden from students` : ''}
      </p>
      <div className="grading-posting__actions">
        <Button size="sm" variant="secondary" onPress={() => setDialog('post')} {...preloadOn(PostingDialog)}>
          Post grades
        </Button>
        <Button size="sm" variant="secondary" onPress={() => setDialog('hide')} {...preloadOn(PostingDialog)}>
          Hide grades
        </Button>
      </div>
      {dialog ? (
        <PostingDialog
          courseId={courseId}
          assignmentId={assignment.id}
          action={dialog}
          counts={counts}
          wholeClassOnly={dialog === 'post' ? assignment.anonymous_grading === true : assignment.anonymize_students === true}
          isOpen
          onOpenChange={(open) => !open && setDialog(undefined)}
        />
      ) : null}
    </section>
  );
}
