import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { CanvasApiError } from '@/api/http/canvas-api-error';
import type { Submission } from '@/api/schemas/submission';
import { type putGrade, submissionKeys, type GradeRequest } from '@/api/submissions';
import { openGradeQueue } from './grade-queue';
import { GradeSaver, saveKey } from './grade-saver';
import { gradeBaseOf } from './optimistic-grade';
import { MAX_RETRY_MS } from './retry-schedule';
import type { CanvasId } from '@/api/schemas/ids';

type Saved = Awaited<ReturnType<typeof putGrade>>;

const seen: Submission = {
  id: '1', assignment_id: '10', user_id: '5', attempt: 1, submission_type: null, submitted_at: null,
  workflow_state: 'unsubmitted', score: null, grade: null, updated_at: '2026-11-22T10:00:00Z',
};

/** A server the test answers by hand: each PUT waits until the test resolves or fails it. */
function handServer() {
  const calls: { request: GradeRequest; answer: (saved: Partial<Saved>) => void; fail: (error: unknown) => void }[] = [];
  const put = ((_course: CanvasId, _assignment: CanvasId, _user: CanvasId, request: GradeRequest) =>
    new Promise<Saved>((resolve, reject) => {
      calls.push({ request, answer: (saved) => resolve({ ...seen, submission_comments: [], all_submissions: [], ...saved }), fail: reject });
    })) as typeof putGrade;
  return { calls, put };
}

function saverWith(put: typeof putGrade) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(submissionKeys.detail('1', '10', '5'), seen);
  // A server that checks expected_updated_at itself (Lectern's): a stale write comes back as a 409.
  const saver = new GradeSaver({ queryClient, courseId: '1', assignmentId: '10', queue: Promise.resolve(null), put, serverChecks: () => true });
  void saver.start();
  const state = () => saver.snapshot().get(saveKey('10', '5'))?.state;
  const cached = () => queryClient.getQueryData<Submission>(submissionKeys.detail('1', '10', '5'));
  return { saver, state, cached, queryClient };
}

const target = { assignmentId: '10', userId: '5' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the grade saver', () => {
  it('with a schedule, shows the grade at once and sends it when the schedule runs: the newest grade, once', async () => {
    const server = handServer();
    const queryClient = new QueryClient();
    queryClient.setQueryData(submissionKeys.detail('1', '10', '5'), seen);
    const later: (() => void)[] = [];
    const saver = new GradeSaver({
      queryClient, courseId: '1', assignmentId: '10', queue: Promise.resolve(null), put: server.put, serverChecks: () => true,
      schedule: (work) => later.push(work),
    });
    void saver.start();
    saver.save(target, { posted_grade: '7' }, seen);
    saver.save(target, { posted_grade: '8' }, { ...seen, grade: '7' });
    expect(queryClient.getQueryData<Submission>(submissionKeys.detail('1', '10', '5'))?.grade).toBe('8');
    expect(saver.snapshot().get(saveKey('10', '5'))?.state).toBe('saving');
    expect(server.calls).toHaveLength(0);

    for (const work of later.splice(0)) work();
    expect(server.calls.map((call) => call.request)).toEqual([{ submission: { posted_grade: '8' }, expected_updated_at: seen.updated_at }]);
    server.calls[0]?.answer({ grade: '8', score: 8, updated_at: '2026-11-22T10:01:00Z' });
    await flush();
    expect(saver.snapshot().get(saveKey('10', '5'))?.state).toBe('saved');
    saver.stop();
  });

  it('sends an edit made while another is in flight after it, based on our own write', async () => {
    const server = handServer();
    const { saver, state, cached } = saverWith(server.put);
    saver.save(target, { posted_grade: '7' }, seen);
    saver.save(target, { posted_grade: '8' }, { ...seen, grade: '7' });
    expect(server.calls).toHaveLength(1);
    expect(cached()?.grade).toBe('8');

    server.calls[0]?.answer({ grade: '7', score: 7, updated_at: '2026-11-22T10:01:00Z' });
    await flush();
    expect(server.calls[1]?.request).toEqual({ submission: { posted_grade: '8' }, expected_updated_at: '2026-11-22T10:01:00Z' });
    expect(state()).toBe('saving');
    expect(cached()?.grade).toBe('8');

    server.calls[1]?.answer({ grade: '8', score: 8, updated_at: '2026-11-22T10:02:00Z' });
    await flush();
    expect(state()).toBe('saved');
    expect(cached()).toMatchObject({ grade: '8', updated_at: '2026-11-22T10:02:00Z' });
    saver.stop();
  });

  it('keeps the first seen time through an outage, so a grade made elsewhere meanwhile is a conflict', async () => {
    const server = handServer();
    const { saver, state } = saverWith(server.put);
    saver.save(target, { posted_grade: '7' }, seen);
    server.calls[0]?.fail(new CanvasApiError({ kind: 'network', status: 0, url: '/x', body: null }));
    await flush();
    expect(state()).toBe('unsaved');

    saver.save(target, { posted_grade: '9' }, { ...seen, updated_at: '2026-11-22T10:05:00Z' });
    expect(server.calls[1]?.request).toEqual({ submission: { posted_grade: '9' }, expected_updated_at: '2026-11-22T10:00:00Z' });
    const theirs = { ...seen, grade: '4', score: 4, workflow_state: 'graded', updated_at: '2026-11-22T10:03:00Z', submission_comments: [] };
    server.calls[1]?.fail(new CanvasApiError({ status: 409, url: '/x', body: { errors: [{ message: 'changed' }], submission: theirs } }));
    await flush();
    expect(saver.snapshot().get(saveKey('10', '5'))).toMatchObject({ state: 'conflict', mine: { posted_grade: '9' }, theirs: { grade: '4' } });

    saver.keepMine(target);
    expect(server.calls[2]?.request).toEqual({ submission: { posted_grade: '9' }, expected_updated_at: '2026-11-22T10:03:00Z' });
    saver.stop();
  });
});

describe('against a server that does not check expected_updated_at (docs/decisions/0069)', () => {
  function uncheckedSaver(now: () => Submission) {
    const server = handServer();
    const queryClient = new QueryClient();
    const read = vi.fn(() => Promise.resolve({ ...now(), submission_comments: [] }));
    const saver = new GradeSaver({ queryClient, courseId: '1', assignmentId: '10', queue: Promise.resolve(null), put: server.put, read, serverChecks: () => false });
    void saver.start();
    return { server, saver, read };
  }

  it('reads the submission first and writes when its grade is still the one the grader saw', async () => {
    const { server, saver, read } = uncheckedSaver(() => ({ ...seen, updated_at: '2026-11-22T10:09:00Z' }));
    saver.save(target, { posted_grade: '7' }, seen);
    await flush();
    expect(read).toHaveBeenCalledWith('1', '10', '5');
    expect(server.calls).toHaveLength(1);
    saver.stop();
  });

  it('meets another grader’s grade found by that read as a conflict, writes nothing, and writes over it on keep mine', async () => {
    let now: Submission = { ...seen, grade: '4', score: 4, workflow_state: 'graded', grader_id: '77' };
    const { server, saver } = uncheckedSaver(() => now);
    saver.save(target, { posted_grade: '7' }, seen);
    await flush();
    expect(server.calls).toHaveLength(0);
    expect(saver.snapshot().get(saveKey('10', '5'))).toMatchObject({ state: 'conflict', mine: { posted_grade: '7' }, theirs: { grade: '4', grader_id: '77' } });

    saver.keepMine(target);
    await flush();
    expect(server.calls).toHaveLength(1);
    // Changed again while the grader chose: asked again rather than overwritten.
    now = { ...now, grade: '5', score: 5 };
    saver.save(target, { posted_grade: '8' }, seen);
    server.calls[0]?.answer({ grade: '7', score: 7 });
    await flush();
    expect(saver.snapshot().get(saveKey('10', '5'))).toMatchObject({ state: 'conflict', theirs: { grade: '5' } });
    saver.stop();
  });
});

describe('a 409 without a grade change', () => {
  it('is no conflict: a comment moved updated_at, so the grade is sent again over it', async () => {
    const server = handServer();
    const { saver, state } = saverWith(server.put);
    saver.save(target, { posted_grade: '7' }, seen);
    const commented = { ...seen, updated_at: '2026-11-22T10:02:00Z', submission_comments: [] };
    server.calls[0]?.fail(new CanvasApiError({ status: 409, url: '/x', body: { errors: [{ message: 'changed' }], submission: commented } }));
    await flush();
    expect(server.calls[1]?.request).toEqual({ submission: { posted_grade: '7' }, expected_updated_at: '2026-11-22T10:02:00Z' });
    server.calls[1]?.answer({ grade: '7', score: 7 });
    await flush();
    expect(state()).toBe('saved');
    saver.stop();
  });
});

describe('an edit the server already has', () => {
  const landed = { ...seen, grade: '8', score: 8, workflow_state: 'graded', updated_at: '2026-11-22T10:01:00Z', submission_comments: [] };

  it('left in the queue by a reload before its removal was stored, is sent over the server’s version and saved, not shown as a conflict', async () => {
    const queue = await openGradeQueue('grade-saver-test-landed');
    await queue.put({ courseId: '1', assignmentId: '10', userId: '5', edit: { posted_grade: '8' }, seenUpdatedAt: seen.updated_at, base: gradeBaseOf(seen), queuedAt: '2026-11-22T10:00:30Z' });
    const server = handServer();
    const queryClient = new QueryClient();
    const saver = new GradeSaver({
      queryClient, courseId: '1', assignmentId: '10', queue: Promise.resolve(queue), put: server.put, serverChecks: () => true,
      shapeOf: () => ({ grading_type: 'points', points_possible: 10 }),
    });
    await saver.start();
    server.calls[0]?.fail(new CanvasApiError({ status: 409, url: '/x', body: { errors: [{ message: 'changed' }], submission: landed } }));
    await flush();
    expect(saver.snapshot().get(saveKey('10', '5'))?.state).not.toBe('conflict');
    expect(server.calls[1]?.request).toEqual({ submission: { posted_grade: '8' }, expected_updated_at: landed.updated_at });
    server.calls[1]?.answer({ grade: '8', score: 8, updated_at: '2026-11-22T10:02:00Z' });
    await flush();
    expect(saver.snapshot().get(saveKey('10', '5'))?.state).toBe('saved');
    await expect.poll(() => queue.list('1', '10')).toEqual([]);
    saver.stop();
  });

  it('is still a conflict when the server’s newer grade is another one', async () => {
    const server = handServer();
    const { saver, state } = saverWith(server.put);
    saver.save(target, { posted_grade: '9' }, seen);
    server.calls[0]?.fail(new CanvasApiError({ status: 409, url: '/x', body: { errors: [{ message: 'changed' }], submission: landed } }));
    await flush();
    expect(state()).toBe('conflict');
    expect(server.calls).toHaveLength(1);
    saver.stop();
  });
});

describe('after a save', () => {
  it('refreshes the statistics once grading pauses, and leaves the rail as it is', async () => {
    // The pause is the saver's own timer: a faked clock moves past it instead of the test waiting it out.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const server = handServer();
      const { saver, queryClient } = saverWith(server.put);
      const statsKey = [...submissionKeys.assignment('1', '10'), 'stats'];
      queryClient.setQueryData(statsKey, { mean: 5 });
      queryClient.setQueryData(submissionKeys.list('1', '10'), { pages: [{ items: [seen], next: null }], pageParams: ['/first'] });
      saver.save(target, { posted_grade: '7' }, seen);
      server.calls[0]?.answer({ grade: '7', score: 7 });
      await vi.advanceTimersByTimeAsync(0);
      expect(queryClient.getQueryState(statsKey)?.isInvalidated).toBe(false);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(queryClient.getQueryState(statsKey)?.isInvalidated).toBe(true);
      expect(queryClient.getQueryState(submissionKeys.list('1', '10'))?.isInvalidated).toBe(false);
      expect(queryClient.getQueryData<{ pages: { items: Submission[] }[] }>(submissionKeys.list('1', '10'))?.pages[0]?.items[0]?.grade).toBe('7');
      saver.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('over a whole course (the gradebook)', () => {
  it('saves several assignments of one student apart, and retries each failed one after the backoff', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const server = handServer();
      const queryClient = new QueryClient();
      queryClient.setQueryData(submissionKeys.detail('1', '11', '5'), { ...seen, assignment_id: '11' });
      const saver = new GradeSaver({ queryClient, courseId: '1', queue: Promise.resolve(null), put: server.put, serverChecks: () => true, shapeOf: () => ({ grading_type: 'points', points_possible: 10 }) });
      void saver.start();
      saver.save({ assignmentId: '10', userId: '5' }, { posted_grade: '7' }, seen);
      saver.save({ assignmentId: '11', userId: '5' }, { posted_grade: '50%' }, { ...seen, assignment_id: '11' });
      expect(server.calls).toHaveLength(2);
      // The grading view's cache of the other assignment shows the grade at once, computed with the given shape.
      expect(queryClient.getQueryData<Submission>(submissionKeys.detail('1', '11', '5'))).toMatchObject({ score: 5, grade: '5' });

      const outage = new CanvasApiError({ kind: 'network', status: 0, url: '/x', body: null });
      server.calls[0]?.fail(outage);
      server.calls[1]?.fail(outage);
      await vi.advanceTimersByTimeAsync(0);
      expect([saver.snapshot().get(saveKey('10', '5'))?.state, saver.snapshot().get(saveKey('11', '5'))?.state]).toEqual(['unsaved', 'unsaved']);
      expect(saver.unsavedCount()).toBe(2);

      await vi.advanceTimersByTimeAsync(MAX_RETRY_MS);
      expect(server.calls.slice(2).map((call) => call.request.submission)).toEqual([{ posted_grade: '7' }, { posted_grade: '50%' }]);
      server.calls[2]?.answer({ grade: '7', score: 7 });
      await vi.advanceTimersByTimeAsync(0);
      expect(saver.snapshot().get(saveKey('10', '5'))?.state).toBe('saved');
      expect(saver.lastAnswer('10', '5')).toMatchObject({ grade: '7' });
      expect(saver.pendingEdit('11', '5')).toEqual({ posted_grade: '50%' });
      saver.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
