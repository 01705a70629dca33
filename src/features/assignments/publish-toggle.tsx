import { showToast } from '@/components/toast/toast-queue';
import { usePublishAssignment } from './use-publish-assignment';
import type { CanvasId } from '@/api/schemas/ids';

export interface PublishToggleProps {
  courseId: CanvasId;
  assignment: { id: CanvasId; name: string; published: boolean };
}

/**
 * Canvas's publish cloud as a toggle button: pressed means published. The name is in its label, so a screen
 * reader hears "Publish Lab report, toggle button, pressed" rather than a row of identical buttons. A native
 * button, as every row of a long course has one.
 */
export function PublishToggle({ courseId, assignment }: PublishToggleProps) {
  const publish = usePublishAssignment(courseId);
  const toggle = () => {
    const published = !assignment.published;
    publish.mutate(
      { id: assignment.id, published },
      {
        onError: (error) =>
          showToast({
            tone: 'error',
            title: published ? `Could not publish ${assignment.name}` : `Could not unpublish ${assignment.name}`,
            description: error.message,
          }),
      },
    );
  };
  return (
    <button
      type="button"
      className="publish-toggle"
      aria-pressed={assignment.published}
      aria-label={`Publish ${assignment.name}`}
      onClick={toggle}
    >
      <span className="publish-toggle__icon" aria-hidden="true" />
      <span className="publish-toggle__text" aria-hidden="true">
        {assignment.published ? 'Published' : 'Unpublished'}
      </span>
    </button>
  );
}
