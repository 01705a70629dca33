import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { studentSubmissionQueries } from '@/api/student-submissions';
import type { CanvasId } from '@/api/schemas/ids';
import { renderWithApi } from '@/test/render-app';
import { assignmentWorld } from '../../../../server/test/assignment-world';
import { nextUnread } from './read-blocks-ahead';
import { blockStudents, useSubmissionBlocks, type SubmissionBlocks } from './gradebook-submissions';

/** A course of 60 students (blocks of 25, 25 and 10) with one graded assignment; the roster in id order. */
async function sixtyStudents() {
  const world = assignmentWorld();
  const { app, course } = world;
  const ids = Array.from({ length: 60 }, (_, i) => app.data.user(`Student ${String(i).padStart(2, '0')}`));
  for (const id of ids) app.data.enroll(id, course, 'StudentEnrollment');
  const { id: assignmentId } = await world.created({ name: 'Quiz', points_possible: 10, published: true });
  const last = ids.at(-1) ?? 0;
  await app.send('PUT', `/api/v1/courses/${course.id}/assignments/${assignmentId}/submissions/${last}`, 'teacher-token', { submission: { posted_grade: '7' } });
  return { world, rosterIds: ids.map(String), courseId: String(course.id), assignmentId: String(assignmentId), last: String(last) };
}

let blocks: SubmissionBlocks | undefined;
let client: QueryClient | undefined;

function Blocks({ courseId, rosterIds, complete, assignmentCount = 1 }: { courseId: CanvasId; rosterIds: CanvasId[]; complete: boolean; assignmentCount?: number }) {
  const shown = useSubmissionBlocks(courseId, rosterIds, { rosterComplete: complete, assignmentCount });
  const queryClient = useQueryClient();
  useEffect(() => {
    blocks = shown;
    client = queryClient;
  });
  return <p>{`blocks shown: ${[...shown.loaded.keys()].join(', ')}`}</p>;
}

/** The page's idle moments, handed out by the test: the browser's requestIdleCallback queues here. */
const idleCallbacks: IdleRequestCallback[] = [];

beforeEach(() => {
  idleCallbacks.length = 0;
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idleCallbacks.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});

/** The page stays idle until nothing more is asked for: every idle callback has run and every request has answered. */
async function idleUntilSettled(): Promise<void> {
  for (;;) {
    await waitFor(() => expect(client?.isFetching()).toBe(0));
    const due = idleCallbacks.splice(0);
    if (due.length === 0) return;
    act(() => due.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })));
  }
}

const shown = () => screen.getByText(/^blocks shown/).textContent;

const cached = (courseId: CanvasId, rosterIds: CanvasId[], block: number) =>
  client?.getQueryData(studentSubmissionQueries.chunk(courseId, blockStudents(rosterIds, block)).queryKey);

describe('the gradebook reads blocks ahead of the scroll', () => {
  it('reads the blocks nobody scrolled to while idle, so a row scrolled to later has its grade at once', async () => {
    const { world, rosterIds, courseId, assignmentId, last } = await sixtyStudents();
    renderWithApi(world.app, <Blocks courseId={courseId} rosterIds={rosterIds} complete />, 'teacher-token');
    await screen.findByText('blocks shown: 0, 1');
    // The third block, past the one read ahead of the rows in view, arrives without anyone asking.
    await idleUntilSettled();
    expect(cached(courseId, rosterIds, 2)).toBeDefined();
    expect(shown()).toBe('blocks shown: 0, 1');
    // Scrolled to the last student: their grade is there in the same render, with no request to wait for.
    act(() => blocks?.want([59]));
    expect(shown()).toBe('blocks shown: 0, 1, 2');
    expect(blocks?.submissionOf(last, assignmentId)?.score).toBe(7);
  });

  it('waits for the whole roster before reading ahead, so no page of students waits behind a block', async () => {
    const { world, rosterIds, courseId } = await sixtyStudents();
    renderWithApi(world.app, <Blocks courseId={courseId} rosterIds={rosterIds} complete={false} />, 'teacher-token');
    await screen.findByText('blocks shown: 0, 1');
    await idleUntilSettled();
    expect(cached(courseId, rosterIds, 2)).toBeUndefined();
  });

  it('reads nothing ahead in a course too large to hold whole (200,000 submissions), only the rows asked for', async () => {
    const { world, rosterIds, courseId } = await sixtyStudents();
    // 25 students x 10,000 assignments a block: one block is past the limit.
    renderWithApi(world.app, <Blocks courseId={courseId} rosterIds={rosterIds} complete assignmentCount={10_000} />, 'teacher-token');
    await screen.findByText('blocks shown: 0, 1');
    await idleUntilSettled();
    expect(cached(courseId, rosterIds, 2)).toBeUndefined();
  });
});

describe('nextUnread', () => {
  it('goes on from the rows in view, then comes back for the blocks before them', () => {
    const read = new Set([0, 1, 4]);
    expect(nextUnread(6, 4, (b) => read.has(b))).toBe(5);
    read.add(5);
    expect(nextUnread(6, 4, (b) => read.has(b))).toBe(2);
    read.add(2).add(3);
    expect(nextUnread(6, 4, (b) => read.has(b))).toBeUndefined();
  });
});
