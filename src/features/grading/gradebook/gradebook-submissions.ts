import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { CanvasId } from '@/api/schemas/ids';
import { studentSubmissionQueries, type StudentSubmission, type StudentSubmissions } from '@/api/student-submissions';
import { useBlocksAhead } from './gradebook-blocks-ahead';

/**
 * Students per request of submissions. A divisor of the roster's page of 100, so blocks stay the same while more
 * pages of students arrive; small enough that reading one block's answer stays well inside a frame budget.
 */
const CHUNK_SIZE = 25;

/**
 * Submissions read ahead of the scroll at most: about 40 MB of heap (the bench's course holds 150,000 in 31 MB). A
 * larger course reads the blocks after that as their rows come into view, so opening it cannot exhaust a tab.
 */
const READ_AHEAD_SUBMISSIONS = 200_000;

/** The students of one block: its slice of the roster, in the roster's order. */
export const blockStudents = (rosterIds: readonly CanvasId[], block: number) => rosterIds.slice(block * CHUNK_SIZE, (block + 1) * CHUNK_SIZE);

/** One block's submissions by student, then by assignment. */
export type ChunkIndex = Map<CanvasId, Map<CanvasId, StudentSubmission>>;

const indexes = new WeakMap<StudentSubmissions[], ChunkIndex>();

function indexOf(data: StudentSubmissions[]): ChunkIndex {
  let index = indexes.get(data);
  if (!index) {
    index = new Map(data.map((student) => [student.user_id, new Map(student.submissions.map((s) => [s.assignment_id, s]))]));
    indexes.set(data, index);
  }
  return index;
}

export interface SubmissionBlocks {
  /** The server's submission, or `undefined` while its block is not loaded (`null`: loaded, none there). */
  submissionOf: (userId: CanvasId, assignmentId: CanvasId) => StudentSubmission | null | undefined;
  /** The loaded answer that holds this student's row: changes identity only when their block is (re)loaded. */
  blockOf: (userId: CanvasId) => ChunkIndex | undefined;
  /** Asks for the blocks of these row positions (in roster order) and the one after the last. */
  want: (rosterIndexes: Iterable<number>) => void;
  wantAll: () => void;
  /** Loads every block not loaded yet; resolves when all are in the cache, rejects if one fails. */
  loadAll: () => Promise<void>;
  /** The server's submission read from the cache itself: current even before the grid renders again. */
  peek: (userId: CanvasId, assignmentId: CanvasId) => StudentSubmission | undefined;
  /** The blocks loaded so far, by position; a new map whenever one arrives. */
  loaded: ReadonlyMap<number, ChunkIndex>;
  totalBlocks: number;
  failed: boolean;
  retry: () => void;
}

/**
 * The gradebook's submissions, loaded a block of students at a time: the blocks of the rows in view first, the
 * next one fetched ahead, the rest read ahead while the page is idle once the roster is in (or at once when a sort
 * or filter needs every row). Blocks are cut from the roster in its own order, so their cache keys do not change when
 * the view is filtered or sorted.
 */
export function useSubmissionBlocks(
  courseId: CanvasId,
  rosterIds: readonly CanvasId[],
  { rosterComplete, assignmentCount }: { rosterComplete: boolean; assignmentCount: number },
): SubmissionBlocks {
  const queryClient = useQueryClient();
  const [wanted, setWanted] = useState<ReadonlySet<number>>(() => new Set([0, 1]));
  const totalBlocks = Math.ceil(rosterIds.length / CHUNK_SIZE);
  const blockOfUser = useMemo(() => new Map(rosterIds.map((id, index) => [id, Math.floor(index / CHUNK_SIZE)])), [rosterIds]);
  const blocks = useMemo(
    () => [...wanted].filter((block) => block < totalBlocks).sort((a, b) => a - b),
    [wanted, totalBlocks],
  );
  const blockQuery = useCallback(
    (block: number) => studentSubmissionQueries.chunk(courseId, blockStudents(rosterIds, block)),
    [courseId, rosterIds],
  );
  const combine = useCallback(
    (results: UseQueryResult<StudentSubmissions[]>[]) => ({
      loaded: new Map(blocks.flatMap((block, i) => {
        const data = results[i]?.data;
        return data ? [[block, indexOf(data)] as const] : [];
      })),
      failed: results.filter((r) => r.isError),
    }),
    [blocks],
  );
  const { loaded, failed } = useQueries({
    queries: blocks.map(blockQuery),
    combine,
  });
  const limit = Math.floor(READ_AHEAD_SUBMISSIONS / (CHUNK_SIZE * Math.max(1, assignmentCount)));
  useBlocksAhead({ enabled: rosterComplete, totalBlocks, from: blocks.at(-1) ?? 0, query: blockQuery, limit });

  const want = useCallback((positions: Iterable<number>) => {
    setWanted((current) => {
      let next: Set<number> | undefined;
      for (const position of positions) {
        const block = Math.floor(position / CHUNK_SIZE);
        for (const candidate of [block, block + 1]) {
          if (current.has(candidate) || next?.has(candidate)) continue;
          next ??= new Set(current);
          next.add(candidate);
        }
      }
      return next ?? current;
    });
  }, []);
  const wantAll = useCallback(() => {
    setWanted((current) => (current.size >= totalBlocks ? current : new Set(Array.from({ length: totalBlocks }, (_, i) => i))));
  }, [totalBlocks]);
  const blockOf = useCallback((userId: CanvasId) => {
    const block = blockOfUser.get(userId);
    return block === undefined ? undefined : loaded.get(block);
  }, [blockOfUser, loaded]);
  const submissionOf = useCallback((userId: CanvasId, assignmentId: CanvasId) => {
    const block = blockOf(userId);
    if (!block) return undefined;
    return block.get(userId)?.get(assignmentId) ?? null;
  }, [blockOf]);
  const retry = useCallback(() => {
    for (const result of failed) void result.refetch();
  }, [failed]);
  const loadAll = useCallback(async () => {
    wantAll();
    await Promise.all(Array.from({ length: totalBlocks }, (_, block) => queryClient.query(blockQuery(block))));
  }, [wantAll, totalBlocks, queryClient, blockQuery]);
  const peek = useCallback((userId: CanvasId, assignmentId: CanvasId) => {
    const block = blockOfUser.get(userId);
    const data = block === undefined ? undefined : queryClient.getQueryData(blockQuery(block).queryKey);
    return data ? indexOf(data).get(userId)?.get(assignmentId) : undefined;
  }, [blockOfUser, queryClient, blockQuery]);
  return { submissionOf, blockOf, want, wantAll, loadAll, peek, loaded, totalBlocks, failed: failed.length > 0, retry };
}
