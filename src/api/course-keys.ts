import type { CanvasId } from '@/api/schemas/ids';

/**
 * The course query keys, apart from the course fetcher and its writes, so the course list (which keys its pages
 * under them) does not carry the course pages' mutations on its first visit.
 */
export const courseKeys = {
  all: ['courses'] as const,
  /** Every course list; their own keys are in course-lists.ts. */
  lists: () => [...courseKeys.all, 'list'] as const,
  details: () => [...courseKeys.all, 'detail'] as const,
  detail: (id: CanvasId) => [...courseKeys.details(), id] as const,
};
