import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { anonymousIdOf, anonymousKey } from '@/api/anonymous-submissions';
import { isCanvasApiError } from '@/api/http/canvas-api-error';
import { afterNextPaint } from '@/lib/after-next-paint';
import { uniqueItems } from '@/api/http/paginated';
import type { SubmissionDetail } from '@/api/schemas/submission-detail';
import { submissionQueries, type SubmissionPage } from '@/api/submissions';
import { useHideNames } from './hidden-names';
import { neighbours, railFilters, readRailParams, withRailParams } from './rail-params';
import { inRailOrder, type RailOrder } from './rail-order';
import { matchesRail } from './row-status';
import { anonymousLabel, studentNumber } from './student-labels';
import type { CanvasId } from '@/api/schemas/ids';

/** A detail read a moment ago is fresh enough to show at once when the grader comes back to that student. */
const DETAIL_STALE_MS = 30_000;
const ignore = () => undefined;

/** The loaded rows, sorted here in `order` when the server did not apply it (undefined when it did). */
function arrangeRows(pages: readonly SubmissionPage[] | undefined, order: RailOrder | undefined, assignmentId: CanvasId) {
  const loaded = uniqueItems(pages, (row) => row.user_id);
  return order ? inRailOrder(loaded, order, assignmentId) : loaded;
}

/**
 * The rail's data and the selection: one page of students at a time (never waiting for more than the first),
 * the selected student's detail with their rail row as placeholder while history and comments load, and the
 * neighbours' details prefetched so j/k switch instantly. `anonymous`: the assignment anonymizes its students
 * (docs/decisions/0056), so rows are keyed by anonymous id, names stay hidden and the URL names no user.
 */
export function useRail(courseId: CanvasId, assignmentId: CanvasId, anonymous = false) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [hideNamesChoice, setHideNames] = useHideNames(assignmentId);
  const hideNames = hideNamesChoice || anonymous;
  const params = readRailParams(searchParams);
  const filters = anonymous ? { ...railFilters(params, true), anonymize_user_id: true as const } : railFilters(params, hideNames);
  const list = useInfiniteQuery(submissionQueries.list(courseId, assignmentId, filters));
  // Students and observers: the server's 403 is the route's error page.
  if (isCanvasApiError(list.error) && list.error.isForbidden) throw list.error;
  const status = params.status;
  const searchTerm = hideNames || params.search.length < 2 ? undefined : params.search;
  // A server that did not apply the order asked for (a real Canvas orders by user id) has every page loaded and
  // the rows sorted here; one that did is read a page at a time, in its order.
  const order = filters.order ?? 'name';
  const serverOrdered = list.data?.pages.every((page) => page.serverOrdered) ?? true;
  // A pass over the loaded rows (at most a few thousand) on each render: cheaper than getting memoization wrong.
  const rows = arrangeRows(list.data?.pages, serverOrdered ? undefined : order, assignmentId).filter((row) => matchesRail(row, status, searchTerm));
  const { hasNextPage, fetchNextPage, isFetchingNextPage } = list;
  useEffect(() => {
    if (!serverOrdered && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [serverOrdered, hasNextPage, isFetchingNextPage, fetchNextPage]);

  // The shown student answers a key press at once; the URL follows a frame later (see `select`). Back, forward and
  // rail links move the URL first, and the shown student follows it.
  // With names hidden the URL holds the student's number, found among the loaded rows (a user id in the address
  // bar, history or a shared screen would tell who it is).
  const byNumber = params.anon === undefined ? undefined : rows.find((row) => studentNumber(assignmentId, row.user_id) === params.anon)?.user_id;
  const inUrl = anonymous ? (params.anonymousId && anonymousKey(params.anonymousId)) || undefined : (params.student ?? byNumber);
  const [shown, setShown] = useState(inUrl);
  const [urlStudent, setUrlStudent] = useState(inUrl);
  if (inUrl !== urlStudent) {
    setUrlStudent(inUrl);
    setShown(inUrl);
  }
  // No student in the URL: the rail's first, shown at once; the effect below writes it into the URL.
  const selectedId = shown ?? rows[0]?.user_id;
  const index = rows.findIndex((row) => row.user_id === selectedId);
  // Grading under "Needs grading" drops the student from the list once it refetches; the grader still expects
  // next and previous to be the neighbours they had, so the place the student left is remembered.
  // (State set during render, React's pattern for remembering what an earlier render saw.)
  const [lastPlace, setLastPlace] = useState<{ userId: CanvasId | undefined; index: number }>({ userId: undefined, index: -1 });
  if (index >= 0 && (lastPlace.userId !== selectedId || lastPlace.index !== index)) setLastPlace({ userId: selectedId, index });
  const { previous, next } = neighbours(rows, index, lastPlace.userId === selectedId ? lastPlace.index : -1);

  const hrefOf = useCallback(
    (userId: CanvasId) => {
      const anonymousId = anonymousIdOf(userId);
      const changes =
        anonymousId !== undefined
          ? { student: undefined, anon: undefined, anonymous_id: anonymousId }
          : hideNames
            ? { student: undefined, anon: studentNumber(assignmentId, userId), anonymous_id: undefined }
            : { student: userId, anon: undefined, anonymous_id: undefined };
      return `?${withRailParams(searchParams, changes).toString()}`;
    },
    [searchParams, hideNames, assignmentId],
  );
  // A router navigation (its loaders, a transition, the whole route tree) would sit between the key press and the
  // next student, so the student is shown first and the URL written after that frame is painted. A newer choice
  // cancels an older one still waiting, so rapid presses never walk the selection back and leave one history entry,
  // where the grader stopped; a choice of the student already in the URL adds none.
  const cancelPendingUrl = useRef<() => void>(ignore);
  const select = useCallback(
    (userId: CanvasId, replace = false) => {
      setShown(userId);
      cancelPendingUrl.current();
      cancelPendingUrl.current = afterNextPaint(() => {
        if (`?${new URLSearchParams(window.location.search).toString()}` !== hrefOf(userId)) void navigate(hrefOf(userId), { replace });
      });
    },
    [navigate, hrefOf, setShown],
  );
  useEffect(() => () => cancelPendingUrl.current(), []);
  const setParams = useCallback(
    (changes: Parameters<typeof withRailParams>[1]) => void navigate(`?${withRailParams(searchParams, changes).toString()}`, { replace: true }),
    [navigate, searchParams],
  );

  // The first of the rail goes into the URL without adding a history entry, and so does the student's other name
  // in the URL when names are hidden or shown again.
  const urlNeedsStudent = anonymous
    ? params.student !== undefined || params.anon !== undefined || params.anonymousId === undefined
    : hideNames
      ? params.student !== undefined || params.anon === undefined
      : params.student === undefined;
  useEffect(() => {
    if (urlNeedsStudent && selectedId !== undefined) void navigate(hrefOf(selectedId), { replace: true });
  }, [urlNeedsStudent, selectedId, navigate, hrefOf]);

  const placeholder = index >= 0 ? rows[index] : undefined;
  const detail = useQuery({
    ...submissionQueries.detail(courseId, assignmentId, selectedId ?? ''),
    enabled: selectedId !== undefined,
    staleTime: DETAIL_STALE_MS,
    placeholderData: placeholder,
  });

  useEffect(() => {
    for (const neighbour of [previous, next]) {
      if (!neighbour) continue;
      queryClient.query({ ...submissionQueries.detail(courseId, assignmentId, neighbour.user_id), staleTime: DETAIL_STALE_MS }).catch(ignore);
    }
  }, [previous, next, queryClient, courseId, assignmentId]);

  const goNext = useCallback(async () => {
    if (next) {
      select(next.user_id);
      return;
    }
    if (!hasNextPage) return;
    // At the end of what is loaded: the next page, then its first student.
    const result = await fetchNextPage();
    const more = arrangeRows(result.data?.pages, serverOrdered ? undefined : order, assignmentId);
    const after = more[more.findIndex((row) => row.user_id === selectedId) + 1];
    if (after) select(after.user_id);
  }, [next, hasNextPage, fetchNextPage, select, selectedId, serverOrdered, order, assignmentId]);
  const goPrevious = useCallback(() => previous && select(previous.user_id), [previous, select]);

  const labelOf = useCallback(
    (row: Pick<SubmissionDetail, 'user_id' | 'user'>) => {
      const anonymousId = anonymousIdOf(row.user_id);
      if (anonymousId !== undefined) return `Student ${anonymousId}`;
      return hideNames ? anonymousLabel(assignmentId, row.user_id) : (row.user?.name ?? `User ${row.user_id}`);
    },
    [hideNames, assignmentId],
  );

  return { params, anonymous, hideNames, setHideNames, list, rows, index, previous, next, selectedId, detail, hrefOf, setParams, goNext, goPrevious, labelOf };
}

export type Rail = ReturnType<typeof useRail>;
