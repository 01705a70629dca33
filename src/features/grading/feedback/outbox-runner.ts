import type { CanvasId } from '@/api/schemas/ids';
import { failureOf } from '../saving/save-failure';
import { retryDelayMs } from '../saving/retry-schedule';
import type { CommentOutbox, QueuedComment } from './comment-outbox';
import { sendQueuedComment, type CommentTransport } from './send-queued-comment';

/** Where a queued comment stands, as the composer shows it. */
export type OutboxPhase = 'waiting' | 'sending' | 'offline' | 'rejected';

export interface OutboxItem {
  entry: QueuedComment;
  phase: OutboxPhase;
  /** 0 to 1 over the comment's file bytes, while sending. */
  progress: number;
  /** The server's reason for a rejected comment. */
  message?: string;
}

export interface OutboxRunner {
  subscribe: (listener: () => void) => () => void;
  items: () => readonly OutboxItem[];
  enqueue: (entry: QueuedComment) => Promise<void>;
  retry: (id: string) => void;
  discard: (id: string) => Promise<void>;
}

export interface RunnerDeps<Answer> {
  outbox: Promise<CommentOutbox | null>;
  transport: CommentTransport<Answer>;
  /** The server has the comment: the caches take the answer. */
  onSent: (entry: QueuedComment, answer: Answer) => void;
}

/**
 * Sends one assignment's queued comments in the order they were written, one at a time. Not reaching the server
 * (offline, 5xx, an expired session) keeps the comment, waits with backoff and tries again at once when the
 * browser is back online; the server's refusal (4xx) marks it rejected, kept until the grader retries or discards
 * it. A comment leaves IndexedDB only when the server has it, or when the grader discards it.
 */
export function createOutboxRunner<Answer>(courseId: CanvasId, assignmentId: CanvasId, deps: RunnerDeps<Answer>): OutboxRunner {
  let items: OutboxItem[] = [];
  const listeners = new Set<() => void>();
  let running = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const publish = (next: OutboxItem[]) => {
    items = next;
    for (const listener of listeners) listener();
  };
  const patch = (id: string, change: Partial<OutboxItem>) => publish(items.map((item) => (item.entry.id === id ? { ...item, ...change } : item)));

  const sendOne = async (outbox: CommentOutbox | null, item: OutboxItem): Promise<boolean> => {
    patch(item.entry.id, { phase: 'sending', progress: 0, message: undefined });
    const keep = async (entry: QueuedComment) => {
      await outbox?.put(entry);
      patch(entry.id, { entry });
    };
    try {
      const answer = await sendQueuedComment(item.entry, deps.transport, keep, (progress) => patch(item.entry.id, { progress }));
      await outbox?.remove(item.entry.id);
      publish(items.filter((other) => other.entry.id !== item.entry.id));
      deps.onSent(item.entry, answer);
      failures = 0;
      return true;
    } catch (error) {
      const failure = failureOf(error);
      if (failure.kind === 'rejected') patch(item.entry.id, { phase: 'rejected', message: failure.message });
      else patch(item.entry.id, { phase: 'offline' });
      return failure.kind === 'rejected';
    }
  };

  const run = async () => {
    if (running) return;
    running = true;
    clearTimeout(timer);
    const outbox = await deps.outbox;
    try {
      for (let item = next(); item; item = next()) {
        if (!(await sendOne(outbox, item))) {
          // Later comments wait behind this one, so the thread keeps the order they were written in.
          timer = setTimeout(() => void run(), retryDelayMs(failures++));
          return;
        }
      }
    } finally {
      running = false;
    }
  };
  const next = () => items.find((item) => item.phase === 'waiting' || item.phase === 'offline');

  void deps.outbox.then(async (outbox) => {
    const stored = (await outbox?.list(courseId, assignmentId)) ?? [];
    const known = new Set(items.map((item) => item.entry.id));
    publish([...stored.filter((entry) => !known.has(entry.id)).map((entry) => ({ entry, phase: 'waiting' as const, progress: 0 })), ...items]);
    void run();
  });
  globalThis.addEventListener?.('online', () => void run());

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    items: () => items,
    async enqueue(entry) {
      await (await deps.outbox)?.put(entry);
      publish([...items, { entry, phase: 'waiting', progress: 0 }]);
      void run();
    },
    retry(id) {
      patch(id, { phase: 'waiting', message: undefined });
      void run();
    },
    async discard(id) {
      await (await deps.outbox)?.remove(id);
      publish(items.filter((item) => item.entry.id !== id));
    },
  };
}
