import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { assignmentQueries } from '@/api/assignments';
import { assignmentAssociation, rubricQueries, useAssociateRubric, useDetachRubric } from '@/api/rubrics';
import type { Assignment } from '@/api/schemas/assignment';
import type { CanvasId } from '@/api/schemas/ids';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { FormCard } from '@/components/form/form-card';
import { showToast } from '@/components/toast/toast-queue';
import { RubricEditor } from './rubric-editor';
import { rubricValuesFrom } from './rubric-form-values';
import { ReuseRubric } from './reuse-rubric';
import './rubric-editor.css';

export interface RubricSectionProps {
  courseId: CanvasId;
  /** The saved assignment; a new one gets its rubric once it exists. */
  assignment: Assignment | null;
  onDirtyChange: (dirty: boolean) => void;
}

/** The assignment's rubric: build one, reuse one of the course's, edit the attached one, or detach it. */
export function RubricSection({ courseId, assignment, onDirtyChange }: RubricSectionProps) {
  return (
    <FormCard title="Rubric">
      {assignment ? (
        <AttachedRubric courseId={courseId} assignment={assignment} onDirtyChange={onDirtyChange} />
      ) : (
        <p className="rubric-editor__note">Create the assignment first; its rubric is added here once it exists.</p>
      )}
    </FormCard>
  );
}

function AttachedRubric({ courseId, assignment: loaded, onDirtyChange }: { courseId: CanvasId; assignment: Assignment; onDirtyChange: (dirty: boolean) => void }) {
  // The editor page keeps the assignment as first loaded; the rubric follows each save, reuse and detach.
  const assignment = useQuery(assignmentQueries.detail(courseId, loaded.id)).data ?? loaded;
  const rubricId = assignment.rubric ? assignment.rubric_settings?.id : undefined;
  const [building, setBuilding] = useState(false);
  const [confirmDetach, setConfirmDetach] = useState(false);
  const rubric = useQuery({ ...rubricQueries.detail(courseId, rubricId ?? ''), enabled: rubricId !== undefined });
  const association = assignmentAssociation(rubric.data, assignment.id);
  const detach = useDetachRubric(courseId, assignment.id);
  const associate = useAssociateRubric(courseId, assignment.id);
  const reuse = (id: CanvasId) =>
    associate.mutate(
      { rubricId: id, association: { assignmentId: assignment.id, use_for_grading: assignment.use_rubric_for_grading ?? false, hide_score_total: false } },
      {
        onSuccess: () => showToast({ title: 'Rubric attached', tone: 'success' }),
        onError: (error) => showToast({ title: 'The rubric was not attached', description: error.message, tone: 'error' }),
      },
    );
  const onDetach = () => {
    if (!association) return;
    detach.mutate(association.id, {
      onSuccess: () => {
        setConfirmDetach(false);
        setBuilding(false);
        onDirtyChange(false);
        showToast({ title: 'Rubric detached', description: 'It stays in the course, ready to reuse.', tone: 'success' });
      },
    });
  };
  const editing = rubricId !== undefined || building;
  return (
    <div className="rubric-section">
      <ReuseRubric courseId={courseId} currentId={rubricId} currentTitle={assignment.rubric_settings?.title} onReuse={reuse} isPending={associate.isPending} />
      {editing ? (
        <RubricEditor
          // A reused or detached rubric starts the editor afresh from the assignment.
          key={rubricId ?? 'new'}
          courseId={courseId}
          assignmentId={assignment.id}
          pointsPossible={assignment.points_possible}
          defaultValues={rubricValuesFrom(assignment)}
          rubricId={rubricId}
          associationId={association?.id}
          onDirtyChange={onDirtyChange}
        />
      ) : (
        <Button onPress={() => setBuilding(true)}>Build a new rubric</Button>
      )}
      {rubricId !== undefined ? (
        <div className="rubric-section__detach">
          <Button variant="danger" onPress={() => setConfirmDetach(true)} isDisabled={!association}>
            Detach rubric
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        isOpen={confirmDetach}
        onOpenChange={setConfirmDetach}
        title="Detach the rubric?"
        description={`“${assignment.rubric_settings?.title ?? 'The rubric'}” will no longer grade this assignment. It stays in the course to reuse; assessments already made are kept with it.`}
        confirmLabel="Detach rubric"
        tone="danger"
        onConfirm={onDetach}
        isPending={detach.isPending}
        error={detach.error?.message ?? null}
      />
    </div>
  );
}
