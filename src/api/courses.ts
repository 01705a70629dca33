import {
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
import type { CanvasId } from '@/api/schemas/ids';
import { courseKeys } from './course-keys';


/**
 * One request serves every course page: the syllabus (home and edit) comes with it rather than as a second fetch
 * of the same course, and rights come from /permissions alone (course-permissions.ts).
 */
const DETAIL_INCLUDES = ['term', 'teachers', 'total_students', 'syllabus_body'];

async function fetchCourse(id: CanvasId, signal?: AbortSignal): Promise<Course> {
  const { data } = await canvasFetch(`/api/v1/courses/${id}`, {
    schema: courseSchema,
    params: { include: DETAIL_INCLUDES },
    signal,
  });
  return data;
}

function courseDetail(id: CanvasId) {
  return queryOptions({ queryKey: courseKeys.detail(id), queryFn: ({ signal }) => fetchCourse(id, signal) });
}

export const courseQueries = {
  detail: courseDetail,
  /** The syllabus HTML, read from the cached course detail (no request of its own). */
  syllabus: (id: CanvasId) => queryOptions({ ...courseDetail(id), select: (course) => course.syllabus_body ?? null }),
};

/**
 * Drops everything cached about a course that no longer exists (deleted, or replaced by a reset).
 * Call after leaving its pages: mounted queries would otherwise refetch it and hit the 404.
 */
export function forgetCourse(queryClient: QueryClient, id: CanvasId): void {
  queryClient.removeQueries({ queryKey: courseKeys.detail(id) });
}

/** Write answers carry no includes: keep the cached term, teachers and counts until the refetch lands. */
function mergeCourse(queryClient: QueryClient, course: Course): void {
  queryClient.setQueryData<Course>(courseKeys.detail(course.id), (old) => (old ? { ...old, ...course } : old));
}

/**
 * Refetches what a write may have changed: the course itself (`course`: its includes, such as term and syllabus,
 * are not in write answers) or everything under it (`rights`: a state change also changes who may do what), and
 * the lists. `lists` alone when the write's answer already says everything.
 */
function refreshCourse(queryClient: QueryClient, id: CanvasId, scope: 'lists' | 'course' | 'rights') {
  return Promise.all([
    scope === 'lists' ? undefined : queryClient.invalidateQueries({ queryKey: courseKeys.detail(id), exact: scope === 'course' }),
    queryClient.invalidateQueries({ queryKey: courseKeys.lists() }),
  ]);
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, params }: { accountId: CanvasId; params: CreateCourseParams }) => createCourse(accountId, params),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.lists() }),
  });
}

type CourseListData = InfiniteData<Page<CourseListItem>>;

/** Shows a new name in the cached course and every cached list at once; returns the undo. */
async function renameInCache(queryClient: QueryClient, id: CanvasId, name: string): Promise<() => void> {
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
export function useUpdateCourse(id: CanvasId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: CourseFields) => updateCourse(id, fields),
    onMutate: async (fields) => ({
      undo: fields.name === undefined ? undefined : await renameInCache(queryClient, id, fields.name),
    }),
    onError: (_error, _fields, context) => context?.undo?.(),
    onSuccess: (course) => mergeCourse(queryClient, course),
    onSettled: () => refreshCourse(queryClient, id, 'course'),
  });
}

/**
 * Publish (`offer`), unpublish (`claim`; fails once students have submitted work), reopen (`unconclude`) or
 * restore (`undelete`).
 */
export function useCourseEvent(id: CanvasId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: CourseEvent) => updateCourse(id, { event }),
    onSuccess: async (course, event) => {
      mergeCourse(queryClient, course);
      // Publishing changes only the state, which the answer carries; reopening and restoring change rights too.
      await refreshCourse(queryClient, id, event === 'offer' || event === 'claim' ? 'lists' : 'rights');
    },
  });
}

export function useConcludeCourse(id: CanvasId) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => concludeCourse(id), onSuccess: () => refreshCourse(queryClient, id, 'rights') });
}

/** Only the lists are refreshed: the caller leaves the course's pages, then calls forgetCourse. */
export function useDeleteCourse(id: CanvasId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCourse(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.lists() }),
  });
}

/** Resolves with the replacement course; as with delete, the caller forgets the old id after leaving it. */
export function useResetCourse(id: CanvasId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetCourseContent(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.lists() }),
  });
}
