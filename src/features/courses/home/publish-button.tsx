import { useCourseEvent } from '@/api/courses';
import type { Course } from '@/api/schemas/course';
import { Button } from '@/components/button';
import { showToast } from '@/components/toast/toast-queue';

/** Publish an unpublished course or unpublish a published one; the caller checks the right first. */
export function PublishButton({ course }: { course: Course }) {
  const courseEvent = useCourseEvent(course.id);
  const state = course.workflow_state;
  if (state !== 'unpublished' && state !== 'available') return null;
  const publishing = state === 'unpublished';

  const onPress = () => {
    courseEvent.mutate(publishing ? 'offer' : 'claim', {
      onSuccess: () =>
        showToast({
          title: publishing ? `${course.name} is published` : `${course.name} is unpublished`,
          description: publishing ? 'Students can see it now.' : 'Only staff can see it now.',
          tone: 'success',
        }),
      // Canvas explains refusals, e.g. "Course cannot be unpublished if student submissions exist."
      onError: (error) =>
        showToast({ title: publishing ? 'Couldn’t publish the course' : 'Couldn’t unpublish the course', description: error.message, tone: 'error' }),
    });
  };

  return (
    <Button variant={publishing ? 'primary' : 'secondary'} isBusy={courseEvent.isPending} onPress={onPress}>
      {publishing ? 'Publish' : 'Unpublish'}
    </Button>
  );
}
