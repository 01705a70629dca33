import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { canvasFetch } from './http/canvas-fetch';
import type { Page } from './http/paginated';
import {
  courseSchema,
  isRestrictedCourse,
  type Course,
  type CourseListItem,
} from './schemas/course';
import { previewHtmlSchema } from './schemas/course-actions';
import {
  concludeCourse,
  createCourse,
  deleteCourse,
  resetCourseContent,
  updateCourse,
  type CourseEvent,
  type CourseFields,
  type CreateCourseParams,
} from './course-writes';


export const courseKeys = {
  all: ['courses'] as const,
  /** Every course list; their own keys are in course-lists.ts. */
  lists: () => [...courseKeys.all, 'list'] as const,
  details: () => [...courseKeys.all, 'detail'] as const,
  detail: (id: number) => [...courseKeys.details(), id] as const,
  /** Under the detail key, so any course update refreshes it. */
  syllabus: (id: number) => [...courseKeys.detail(id), 'syllabus'] as const,
  preview: (id: number, html: string) => [...courseKeys.all, 'preview', id, html] as const,
};

const DETAIL_INCLUDES = ['term', 'teachers', 'total_students', 'permissions'];

export async function fetchCourse(id: number, signal?: AbortSignal): Promise<Course> {
  const { data } = await canvasFetch(`/api/v1/courses/${id}`, {
    schema: courseSchema,
    params: { include: DETAIL_INCLUDES },
    signal,
  });
  return data;
}

/** The course with its syllabus HTML: a separate request so the detail every page shares stays small. */
export async function fetchCourseSyllabus(id: number, signal?: AbortSignal): Promise<string | null> {
  const { data } = await canvasFetch(`/api/v1/courses/${id}`, {
    schema: courseSchema,
    params: { include: ['syllabus_body'] },
    signal,
  });
  return data.syllabus_body ?? null;
}

/** POST /courses/:id/preview_html (§2.15): Canvas's own sanitizing and link rewriting. Not a write. */
export async function previewCourseHtml(id: number, html: string, signal?: AbortSignal): Promise<string> {
  const { data } = await canvasFetch(`/api/v1/courses/${id}/preview_html`, {
    method: 'POST',
    body: { html },
    schema: previewHtmlSchema,
    signal,
  });
  return data.html;
}

export const courseQueries = {
  detail: (id: number) =>
    queryOptions({
      queryKey: courseKeys.detail(id),
      queryFn: ({ signal }) => fetchCourse(id, signal),
    }),
  syllabus: (id: number) =>
    queryOptions({ queryKey: courseKeys.syllabus(id), queryFn: ({ signal }) => fetchCourseSyllabus(id, signal) }),
  previewHtml: (id: number, html: string) =>
    queryOptions({
      queryKey: courseKeys.preview(id, html),
      queryFn: ({ signal }) => previewCourseHtml(id, html, signal),
      // Keep showing the last preview while the next one loads, instead of flashing empty.
      placeholderData: keepPreviousData,
      staleTime: Infinity,
      gcTime: 60_000,
    }),
};

/**
 * Drops everything cached about a course that no longer exists (deleted, or replaced by a reset).
 * Call after leaving its pages: mounted queries would otherwise refetch it and hit the 404.
 */
export function forgetCourse(queryClient: QueryClient, id: number): void {
  queryClient.removeQueries({ queryKey: courseKeys.detail(id) });
}

/** Write answers carry no includes: keep the cached term, teachers and counts until the refetch lands. */
function mergeCourse(queryClient: QueryClient, course: Course): void {
  queryClient.setQueryData<Course>(courseKeys.detail(course.id), (old) => (old ? { ...old, ...course } : old));
}

function refreshCourse(queryClient: QueryClient, id: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: courseKeys.detail(id) }),
    queryClient.invalidateQueries({ queryKey: courseKeys.lists() }),
  ]);
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, params }: { accountId: number; params: CreateCourseParams }) => createCourse(accountId, params),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.lists() }),
  });
}

type CourseListData = InfiniteData<Page<CourseListItem>>;

/** Shows a new name in the cached course and every cached list at once; returns the undo. */
async function renameInCache(queryClient: QueryClient, id: number, name: string): Promise<() => void> {
  const detailKey = courseKeys.detail(id);
  await Promise.all([
    queryClient.cancelQueries({ queryKey: detailKey, exact: true }),
    queryClient.cancelQueries({ queryKey: courseKeys.lists() }),
  ]);
  const previous: [QueryKey, unknown][] = [
    [detailKey, queryClient.getQueryData(detailKey)],
    ...queryClient.getQueriesData<CourseListData>({ queryKey: courseKeys.lists() }),
  ];
  queryClient.setQueryData<Course>(detailKey, (old) => (old ? { ...old, name } : old));
  const rename = (item: CourseListItem) => (item.id === id && !isRestrictedCourse(item) ? { ...item, name } : item);
  queryClient.setQueriesData<CourseListData>({ queryKey: courseKeys.lists() }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(rename) })) } : data,
  );
  return () => {
    for (const [key, data] of previous) queryClient.setQueryData(key, data);
  };
}

/**
 * Saves course fields. A rename shows at once in the header, breadcrumb and course lists, and rolls
 * back if the save fails.
 */
export function useUpdateCourse(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: CourseFields) => updateCourse(id, fields),
    onMutate: async (fields) => ({
      undo: fields.name === undefined ? undefined : await renameInCache(queryClient, id, fields.name),
    }),
    onError: (_error, _fields, context) => context?.undo?.(),
    onSuccess: (course) => mergeCourse(queryClient, course),
    onSettled: () => refreshCourse(queryClient, id),
  });
}

/** Publish (`offer`) or unpublish (`claim`). Unpublishing fails once students have submitted work. */
export function useCourseEvent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: CourseEvent) => updateCourse(id, { event }),
    onSuccess: async (course) => {
      mergeCourse(queryClient, course);
      await refreshCourse(queryClient, id);
    },
  });
}

export function useConcludeCourse(id: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => concludeCourse(id), onSuccess: () => refreshCourse(queryClient, id) });
}

/** Only the lists are refreshed: the caller leaves the course's pages, then calls forgetCourse. */
export function useDeleteCourse(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCourse(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.lists() }),
  });
}

/** Resolves with the replacement course; as with delete, the caller forgets the old id after leaving it. */
export function useResetCourse(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetCourseContent(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.lists() }),
  });
}
