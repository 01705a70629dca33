import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { CanvasId } from '@/api/schemas/ids';
import { sendFileComment, uploadCommentFile } from '@/api/submission-comments';
import { updateCachedSubmission } from '@/api/submissions';
import { openCommentOutbox, type CommentOutbox, type QueuedComment } from './comment-outbox';
import { createOutboxRunner, type OutboxItem, type OutboxRunner } from './outbox-runner';
import type { CommentTransport } from './send-queued-comment';

type Answer = Awaited<ReturnType<typeof sendFileComment>>;

/** What the outbox stands on; tests give an in-memory store and fake calls. */
export interface OutboxSetup {
  openOutbox: () => Promise<CommentOutbox | null>;
  transport: CommentTransport<Answer>;
}

const appSetup: OutboxSetup = {
  openOutbox: () => (typeof indexedDB === 'undefined' ? Promise.resolve(null) : openCommentOutbox().catch(() => null)),
  transport: {
    upload: (target, file, name, onProgress) => uploadCommentFile(target, file, name, { onProgress }),
    send: (target, comment) => sendFileComment(target, comment),
  },
};

export const OutboxSetupContext = createContext<OutboxSetup>(appSetup);

/**
 * One runner per assignment for the life of the page (not of a component): switching students, or the panel
 * remounting, never stops a comment on its way.
 */
const runners = new WeakMap<OutboxSetup, Map<string, OutboxRunner>>();
const outboxes = new WeakMap<OutboxSetup, Promise<CommentOutbox | null>>();

function runnerFor(setup: OutboxSetup, queryClient: QueryClient, courseId: CanvasId, assignmentId: CanvasId): OutboxRunner {
  const byAssignment = runners.get(setup) ?? new Map<string, OutboxRunner>();
  runners.set(setup, byAssignment);
  const key = `${courseId}/${assignmentId}`;
  const known = byAssignment.get(key);
  if (known) return known;
  const outbox = outboxes.get(setup) ?? setup.openOutbox();
  outboxes.set(setup, outbox);
  const runner = createOutboxRunner(courseId, assignmentId, {
    outbox,
    transport: setup.transport,
    // The answer carries the whole thread; the rest of the cached submission stays (as useSendComment does).
    onSent: (entry: QueuedComment, answer: Answer) =>
      updateCachedSubmission(queryClient, entry.courseId, entry.assignmentId, entry.userId, (cached) => ({
        ...cached,
        submission_comments: answer.submission_comments,
        updated_at: answer.updated_at,
      })),
  });
  byAssignment.set(key, runner);
  return runner;
}

/** The assignment's outbox: its queued comments (all students') and the actions on them. */
export function useCommentOutbox(courseId: CanvasId, assignmentId: CanvasId): { items: readonly OutboxItem[]; runner: OutboxRunner } {
  const setup = useContext(OutboxSetupContext);
  const queryClient = useQueryClient();
  const runner = runnerFor(setup, queryClient, courseId, assignmentId);
  const items = useSyncExternalStore(runner.subscribe, runner.items, runner.items);
  return { items, runner };
}
