import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { prefetchCourseList } from '../courses-data';
import { COURSE_LIST_ROUTE_ID } from '../route-ids';

type Prefetch = (client: QueryClient, page: { url: URL; params: Params }) => Promise<unknown>;

/**
 * The pages whose first screen the server renders, by route id, each with the requests its first screen reads:
 * the same ones its loader starts in the browser, so the browser finds them answered in the document.
 */
export const FIRST_SCREENS: Record<string, Prefetch> = {
  [COURSE_LIST_ROUTE_ID]: (client, { url }) => prefetchCourseList(client, url),
};
