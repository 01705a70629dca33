import { useNavigate } from 'react-router';
import { useCourseEvent } from '@/api/courses';
import { Button } from '@/components/button';
import { showToast } from '@/components/toast/toast-queue';
import type { CanvasId } from '@/api/schemas/ids';

/** Undeletes a course just deleted (course[event]=undelete, §2.5) and opens it; shown only to those with the delete right. */
export function RestoreCourseButton({ courseId, name, onRestored }: { courseId: CanvasId; name: string; onRestored: () => void }) {
  const navigate = useNavigate();
  const restore = useCourseEvent(courseId);
  const onPress = () =>
    restore.mutate('undelete', {
      onSuccess: () => {
        onRestored();
        void navigate(`/courses/${courseId}`);
        showToast({ title: `${name} restored`, description: 'It is unpublished and has no enrollments yet.', tone: 'success' });
      },
      onError: (error) => showToast({ title: `Couldn’t restore ${name}`, description: error.message, tone: 'error' }),
    });
  return (
    <Button size="sm" isBusy={restore.isPending} onPress={onPress}>
      {`Restore ${name}`}
    </Button>
  );
}
