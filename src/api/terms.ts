import { queryOptions } from '@tanstack/react-query';
import { canvasFetch, type CanvasResponse } from './http/canvas-fetch';
import { firstPageUrl } from './http/paginated';
import { enrollmentTermListSchema, type EnrollmentTermList } from './schemas/term-list';
import type { CanvasId } from '@/api/schemas/ids';

export type EnrollmentTerm = EnrollmentTermList['enrollment_terms'][number];

const termKeys = {
  all: ['terms'] as const,
  list: (accountId: CanvasId) => [...termKeys.all, 'list', accountId] as const,
};

// A guard against a `next` link that never ends; a root account has a few dozen terms at most.
const MAX_PAGES = 20;

/**
 * GET /api/v1/accounts/:id/terms: the root account's terms. The body wraps each page in
 * `{"enrollment_terms": [...]}`, so this follows the Link pages itself (a short pick-list).
 */
async function fetchTerms(accountId: CanvasId, signal?: AbortSignal): Promise<EnrollmentTerm[]> {
  const terms: EnrollmentTerm[] = [];
  let url: string | undefined = firstPageUrl(`/api/v1/accounts/${accountId}/terms`);
  for (let page = 0; url !== undefined && page < MAX_PAGES; page += 1) {
    const response: CanvasResponse<EnrollmentTermList> = await canvasFetch(url, { schema: enrollmentTermListSchema, signal });
    terms.push(...response.data.enrollment_terms);
    url = response.links.next;
  }
  return terms;
}

export const termQueries = {
  list: (accountId: CanvasId) =>
    queryOptions({ queryKey: termKeys.list(accountId), queryFn: ({ signal }) => fetchTerms(accountId, signal), staleTime: 5 * 60_000 }),
};
