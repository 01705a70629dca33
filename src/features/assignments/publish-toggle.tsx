import { ToggleButton } from 'react-aria-components';
import { showToast } from '@/components/toast/toast-queue';
import { usePublishAssignment } from './use-publish-assignment';

export interface PublishToggleProps {
  courseId: number;
  assignment: { id: number; name: string; published: boolean };
}

/**
 * Canvas's publish cloud as a toggle button: pressed means published. The name is in its label, so a screen
 * reader hears "Publish Lab report, toggle button, pressed" rather than a row of identical buttons.
 */
export function PublishToggle({ courseId, assignment }: PublishToggleProps) {
  const publish = usePublishAssignment(courseId);
  const onChange = (published: boolean) =>
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
  return (
    <ToggleButton
      className="publish-toggle"
      isSelected={assignment.published}
      onChange={onChange}
      aria-label={`Publish ${assignment.name}`}
    >
      <span className="publish-toggle__icon" aria-hidden="true" />
      <span className="publish-toggle__text" aria-hidden="true">
        {assignment.published ? 'Published' : 'Unpublished'}
      </span>
    </ToggleButton>
  );
}
