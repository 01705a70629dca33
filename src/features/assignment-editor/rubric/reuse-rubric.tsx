import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { rubricQueries } from '@/api/rubrics';
import type { CanvasId } from '@/api/schemas/ids';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';

export interface ReuseRubricProps {
  courseId: CanvasId;
  currentId: CanvasId | undefined;
  currentTitle: string | undefined;
  onReuse: (rubricId: CanvasId) => void;
  isPending: boolean;
}

/** Picks one of the course's rubrics for this assignment; replacing an attached one asks first. */
export function ReuseRubric({ courseId, currentId, currentTitle, onReuse, isPending }: ReuseRubricProps) {
  const rubrics = useQuery(rubricQueries.list(courseId));
  const [picked, setPicked] = useState('');
  const [confirming, setConfirming] = useState(false);
  const selectId = useId();
  const options = (rubrics.data ?? []).filter((rubric) => rubric.id !== currentId);
  if (rubrics.isError) return <p className="rubric-editor__note">{`The course's rubrics could not be loaded: ${rubrics.error.message}`}</p>;
  if (options.length === 0) return null;
  const pickedTitle = options.find((rubric) => rubric.id === picked)?.title;
  const use = () => (currentId === undefined ? onReuse(picked) : setConfirming(true));
  return (
    <div className="rubric-reuse">
      <div className="field">
        <label className="field__label" htmlFor={selectId}>
          Reuse a rubric from this course
        </label>
        <span className="field__select-wrap">
          <select id={selectId} className="field__select" value={picked} onChange={(event) => setPicked(event.target.value)}>
            <option value="">Choose a rubric…</option>
            {options.map((rubric) => (
              <option key={rubric.id} value={rubric.id}>{`${rubric.title} (${rubric.points_possible} points)`}</option>
            ))}
          </select>
        </span>
      </div>
      <Button onPress={use} isDisabled={picked === '' || isPending} isBusy={isPending}>
        Use this rubric
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title="Replace the rubric?"
        description={`“${pickedTitle ?? ''}” will grade this assignment instead of “${currentTitle ?? 'the current rubric'}”, which stays in the course.`}
        confirmLabel="Replace rubric"
        onConfirm={() => {
          setConfirming(false);
          onReuse(picked);
        }}
      />
    </div>
  );
}
