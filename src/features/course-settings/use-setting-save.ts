import { useCallback } from 'react';
import { useUpdateCourseSetting, type CourseSettingValue } from '@/api/course-settings';
import type { SaveState } from '@/components/save-status';
import { showToast } from '@/components/toast/toast-queue';
import type { CanvasId } from '@/api/schemas/ids';

export interface SaveCallbacks {
  onSuccess?: () => void;
  onError?: (error: Error) => void;
}

/** One field's save: the optimistic mutation, its visible state, and a toast naming the setting on failure. */
export function useSettingSave(courseId: CanvasId, key: string, label: string) {
  const mutation = useUpdateCourseSetting(courseId);
  const { mutate } = mutation;
  const save = useCallback(
    (value: CourseSettingValue, callbacks: SaveCallbacks = {}) => {
      mutate(
        { key, value },
        {
          onSuccess: () => callbacks.onSuccess?.(),
          onError: (error) => {
            showToast({ title: `Couldn’t save “${label}”`, description: error.message, tone: 'error' });
            callbacks.onError?.(error);
          },
        },
      );
    },
    [mutate, key, label],
  );
  const state: SaveState = mutation.isPending ? 'saving' : mutation.isError ? 'failed' : mutation.isSuccess ? 'saved' : 'idle';
  return { save, state, error: mutation.error };
}
