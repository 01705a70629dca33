import { idFromText, type CanvasId } from '@/api/schemas/ids';

/** The gradebook's view lives in the URL, so a reload, a link or back/forward keeps its filters and order. */
const GRADEBOOK_STATUSES = ['missing', 'late', 'ungraded'] as const;
export type GradebookStatus = (typeof GRADEBOOK_STATUSES)[number];

/** `name`, `total`, `assignment:<id>` or `group:<id>`. */
export type GradebookSortKey = 'name' | 'total' | `assignment:${string}` | `group:${string}`;

export interface GradebookParams {
  sectionId: CanvasId | undefined;
  groupId: CanvasId | undefined;
  search: string;
  status: GradebookStatus | undefined;
  sort: GradebookSortKey;
  descending: boolean;
}

const SORT = /^(name|total|(assignment|group):\d{1,20})$/;

export function readGradebookParams(search: URLSearchParams): GradebookParams {
  const status = search.get('status');
  const sort = search.get('sort') ?? '';
  return {
    sectionId: idFromText(search.get('section')),
    groupId: idFromText(search.get('group')),
    search: search.get('q') ?? '',
    status: GRADEBOOK_STATUSES.find((known) => known === status),
    sort: SORT.test(sort) ? (sort as GradebookSortKey) : 'name',
    descending: search.get('dir') === 'desc',
  };
}

export type GradebookParamChanges = Partial<Record<'section' | 'group' | 'q' | 'status' | 'sort' | 'dir', string | undefined>>;

/** A copy of the URL's search with these values changed (undefined or '' removes one; the defaults are left out). */
export function withGradebookParams(search: URLSearchParams, changes: GradebookParamChanges): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of Object.keys(changes) as (keyof GradebookParamChanges)[]) {
    const value = changes[key];
    if (value === undefined || value === '' || (key === 'sort' && value === 'name') || (key === 'dir' && value === 'asc')) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** What sorting by this column asks for next: ascending first, then descending, then back to ascending. */
export function nextSort(params: GradebookParams, key: GradebookSortKey): GradebookParamChanges {
  const descending = params.sort === key ? !params.descending : false;
  return { sort: key, dir: descending ? 'desc' : 'asc' };
}
