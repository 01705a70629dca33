import { queryOptions } from '@tanstack/react-query';
import { canvasFetch } from './http/canvas-fetch';
import { fetchAllPages } from './http/paginated';
import { groupSchema, type Group } from './schemas/group';
import { groupCategorySchema, type GroupCategory } from './schemas/group-category';
import { userSchema, type User } from './schemas/user';
import type { CanvasId } from '@/api/schemas/ids';

export const groupKeys = {
  all: ['groups'] as const,
  categories: (courseId: CanvasId) => [...groupKeys.all, 'categories', courseId] as const,
  inCategory: (categoryId: CanvasId) => [...groupKeys.all, 'in-category', categoryId] as const,
  course: (courseId: CanvasId) => [...groupKeys.all, 'course', courseId] as const,
  detail: (groupId: CanvasId) => [...groupKeys.all, 'detail', groupId] as const,
  members: (groupId: CanvasId) => [...groupKeys.all, 'members', groupId] as const,
};

/** Group sets, groups and members are short pick-lists: each comes whole, every page in one query. */
export const groupQueries = {
  /** GET /courses/:id/group_categories: the course's group sets. */
  categories: (courseId: CanvasId) =>
    queryOptions({
      queryKey: groupKeys.categories(courseId),
      queryFn: ({ signal }): Promise<GroupCategory[]> =>
        fetchAllPages(`/api/v1/courses/${courseId}/group_categories`, { schema: groupCategorySchema, signal }),
    }),
  /** GET /group_categories/:id/groups: the groups of one set, which a group assignment's overrides may target. */
  inCategory: (categoryId: CanvasId) =>
    queryOptions({
      queryKey: groupKeys.inCategory(categoryId),
      queryFn: ({ signal }): Promise<Group[]> =>
        fetchAllPages(`/api/v1/group_categories/${categoryId}/groups`, { schema: groupSchema, signal }),
    }),
  /** GET /courses/:id/groups: every group of the course. */
  course: (courseId: CanvasId) =>
    queryOptions({
      queryKey: groupKeys.course(courseId),
      queryFn: ({ signal }): Promise<Group[]> => fetchAllPages(`/api/v1/courses/${courseId}/groups`, { schema: groupSchema, signal }),
    }),
  /** GET /groups/:id with its group set, which students cannot list on their own (group_categories is staff-only). */
  detail: (groupId: CanvasId) =>
    queryOptions({
      queryKey: groupKeys.detail(groupId),
      queryFn: async ({ signal }): Promise<Group> =>
        (await canvasFetch(`/api/v1/groups/${groupId}`, { params: { include: ['group_category'] }, schema: groupSchema, signal })).data,
    }),
  members: (groupId: CanvasId) =>
    queryOptions({
      queryKey: groupKeys.members(groupId),
      queryFn: ({ signal }): Promise<User[]> => fetchAllPages(`/api/v1/groups/${groupId}/users`, { schema: userSchema, signal }),
    }),
};
