import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assignmentKeys, refreshAssignments, updateAssignment } from '@/api/assignments';
import type { Assignment } from '@/api/schemas/assignment';
import type { CanvasId } from '@/api/schemas/ids';

/**
 * Publishes or unpublishes at once in every cached list of the course and puts the lists back if the server
 * refuses (Canvas will not unpublish an assignment that has submissions); the caller shows why.
 */
export function usePublishAssignment(courseId: CanvasId) {
  const queryClient = useQueryClient();
  const listsOfCourse = [...assignmentKeys.lists(), courseId];
  return useMutation({
    mutationFn: ({ id, published }: { id: CanvasId; published: boolean }) => updateAssignment(courseId, id, { published }),
    onMutate: async ({ id, published }) => {
      await queryClient.cancelQueries({ queryKey: listsOfCourse });
      const previous = queryClient.getQueriesData<Assignment[]>({ queryKey: listsOfCourse });
      queryClient.setQueriesData<Assignment[]>({ queryKey: listsOfCourse }, (list) =>
        list?.map((assignment) =>
          assignment.id === id ? { ...assignment, published, workflow_state: published ? 'published' : 'unpublished' } : assignment,
        ),
      );
      return { previous };
    },
    onError: (_error, _change, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => refreshAssignments(queryClient),
  });
}
