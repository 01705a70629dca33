import { matchQuery, type QueryClient } from '@tanstack/react-query';
import { isCanvasApiError } from '@/api/http/canvas-api-error';
import type { Submission } from '@/api/schemas/submission';
import { serverChecksGradeConflicts } from '@/api/grade-conflict-check';
import { fetchSubmission, gradeConflictSchema, putGrade, refreshAssignmentStats, submissionKeys, type GradeEdit } from '@/api/submissions';
import { showBase, showEdit, showServer } from './grade-caches';
import { mergeEdits, type GradeQueue, type QueuedGrade } from './grade-queue';
import { gradeBaseOf, sameGrade } from './optimistic-grade';
import { retryDelayMs } from './retry-schedule';
import { failureOf } from './save-failure';
import type { CanvasId } from '@/api/schemas/ids';

export type GradeSaveState = 'saving' | 'saved' | 'unsaved' | 'conflict' | 'rejected';

export interface StudentSave {
  state: GradeSaveState;
  /** The server's reason, for 'rejected'. */
  message?: string;
  /** For 'conflict': the grader's change and the submission as it is on the server now. */
  mine?: GradeEdit;
  theirs?: Submission;
}

export interface GradeSaverOptions {
  queryClient: QueryClient;
  courseId: CanvasId;
  assignmentId: CanvasId;
  /** The durable store; null where IndexedDB is unavailable (saves still retry while the tab lives). */
  queue: Promise<GradeQueue | null>;
  put?: typeof putGrade;
  /** Reads the submission as it is now, before a write the server will not check (docs/decisions/0069). */
  read?: typeof fetchSubmission;
  /** Whether the server refuses a stale write itself (a 409); defaults to what its grade PUT answers said. */
  serverChecks?: () => boolean;
}

const STATS_REFRESH_DELAY_MS = 1_500;

interface Pending {
  entry: QueuedGrade;
  inFlight: boolean;
}

/**
 * The grade-saving engine of one assignment, apart from React: optimistic cache writes, one request in flight per
 * student, failed saves kept in the durable queue and retried with backoff, conflicts and refusals reported per student.
 */
export class GradeSaver {
  private readonly pending = new Map<CanvasId, Pending>();
  private states: ReadonlyMap<CanvasId, StudentSave> = new Map();
  private readonly listeners = new Set<() => void>();
  private io: Promise<unknown> = Promise.resolve();
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private statsTimer: ReturnType<typeof setTimeout> | undefined;
  private disposed = false;
  private stopWatching: () => void = () => undefined;

  constructor(private readonly options: GradeSaverOptions) {}

  /** Starts watching the caches and sends what an earlier visit left in the queue. Undone by `stop` (StrictMode runs both). */
  start(): Promise<void> {
    this.disposed = false;
    // A refetch (the rail's next page, a detail read again) brings the server's values; unsaved edits go back on top.
    const prefix = submissionKeys.assignment(this.options.courseId, this.options.assignmentId);
    this.stopWatching = this.options.queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual || this.pending.size === 0) return;
      if (!matchQuery({ queryKey: prefix }, event.query)) return;
      queueMicrotask(() => this.pending.forEach(({ entry }) => showEdit(this.options, entry.userId, entry.edit)));
    });
    return this.resume();
  }

  stop(): void {
    this.disposed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    clearTimeout(this.statsTimer);
    this.stopWatching();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = () => this.states;

  /** Loads the queued edits of this assignment left by an earlier visit, shows them, and sends them again. */
  private async resume(): Promise<void> {
    const queue = await this.options.queue;
    const entries = (await queue?.list(this.options.courseId, this.options.assignmentId)) ?? [];
    for (const entry of entries) {
      if (this.disposed || this.pending.has(entry.userId)) continue;
      this.pending.set(entry.userId, { entry, inFlight: false });
      showEdit(this.options, entry.userId, entry.edit);
      this.setState(entry.userId, { state: 'unsaved' });
      void this.send(entry.userId);
    }
  }

  save(userId: CanvasId, edit: GradeEdit, seen: Submission): void {
    const { courseId, assignmentId } = this.options;
    const queuedAt = new Date().toISOString();
    const held = this.pending.get(userId);
    if (held) {
      // Still unsaved: the change joins the held one, which keeps the time it was based on (so a conflict still shows).
      held.entry = { ...held.entry, edit: mergeEdits(held.entry.edit, edit), queuedAt };
    } else {
      const entry: QueuedGrade = { courseId, assignmentId, userId, edit, seenUpdatedAt: seen.updated_at, base: gradeBaseOf(seen), queuedAt };
      this.pending.set(userId, { entry, inFlight: false });
    }
    showEdit(this.options, userId, edit);
    const { entry } = this.pending.get(userId) ?? {};
    if (entry) this.store((queue) => queue.replace(entry));
    this.setState(userId, { state: 'saving' });
    void this.send(userId);
  }

  /** Sends every unsaved edit now (the "Retry now" button, the browser coming back online). */
  retryNow = () => {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.attempt = 0;
    this.pending.forEach((held, userId) => {
      if (this.states.get(userId)?.state === 'unsaved') void this.send(userId);
    });
  };

  /** The conflict is settled for the grader's value: sent again over the server's current version. */
  keepMine(userId: CanvasId): void {
    const held = this.pending.get(userId);
    const theirs = this.states.get(userId)?.theirs;
    if (!held || !theirs) return;
    held.entry = { ...held.entry, seenUpdatedAt: theirs.updated_at, base: gradeBaseOf(theirs) };
    this.store((queue) => queue.replace(held.entry));
    this.setState(userId, { state: 'saving' });
    void this.send(userId);
  }

  /** The conflict is settled for the server's value: the edit is dropped and theirs shown. */
  takeTheirs(userId: CanvasId): void {
    const theirs = this.states.get(userId)?.theirs;
    if (!theirs) return;
    this.drop(userId);
    showServer(this.options, userId, theirs);
    this.setState(userId, undefined);
  }

  private async send(userId: CanvasId): Promise<void> {
    const held = this.pending.get(userId);
    if (!held || held.inFlight || this.disposed) return;
    held.inFlight = true;
    const sent = held.entry;
    const { courseId, assignmentId, put = putGrade, serverChecks = serverChecksGradeConflicts } = this.options;
    try {
      // Awaited only when needed: where the server checks, the PUT leaves in the same tick as the keypress.
      if (!serverChecks() && (await this.changedElsewhere(userId, held, sent))) return;
      const saved = await put(courseId, assignmentId, userId, { submission: sent.edit, expected_updated_at: sent.seenUpdatedAt });
      held.inFlight = false;
      this.attempt = 0;
      if (this.pending.get(userId) === held && held.entry !== sent) {
        // A newer edit came while this one flew: it now builds on our own write, so it is no conflict.
        held.entry = { ...held.entry, seenUpdatedAt: saved.updated_at, base: gradeBaseOf(saved) };
        this.store((queue) => queue.replace(held.entry));
        return void this.send(userId);
      }
      this.drop(userId);
      showServer(this.options, userId, saved);
      this.setState(userId, { state: 'saved' });
      this.refreshStatsSoon();
    } catch (error) {
      held.inFlight = false;
      if (this.pending.get(userId) !== held) return;
      this.onFailure(userId, held, error);
    }
  }

  /**
   * Against a server that does not check expected_updated_at (a real Canvas), the submission is read just before
   * the write and compared with the grade the edit was based on: another grader's grade is the same conflict a 409
   * would be. A write landing between this read and ours still wins silently; the window is one round trip.
   */
  private async changedElsewhere(userId: CanvasId, held: Pending, sent: QueuedGrade): Promise<boolean> {
    const { courseId, assignmentId, read = fetchSubmission } = this.options;
    const now = await read(courseId, assignmentId, userId);
    if (sameGrade(sent.base, now)) return false;
    held.inFlight = false;
    if (this.pending.get(userId) === held) this.setState(userId, { state: 'conflict', mine: held.entry.edit, theirs: now });
    return true;
  }

  private onFailure(userId: CanvasId, held: Pending, error: unknown): void {
    const failure = failureOf(error);
    if (failure.kind === 'retry') {
      this.setState(userId, { state: 'unsaved' });
      this.scheduleRetry();
    } else if (failure.kind === 'conflict') {
      const parsed = gradeConflictSchema.safeParse(isCanvasApiError(error) ? error.body : undefined);
      if (!parsed.success) {
        this.setState(userId, { state: 'unsaved' });
        return;
      }
      const theirs = parsed.data.submission;
      if (sameGrade(held.entry.base, theirs)) {
        // Only something else moved updated_at (a comment, ours too): no grade to choose between, so send over it.
        held.entry = { ...held.entry, seenUpdatedAt: theirs.updated_at };
        this.store((queue) => queue.replace(held.entry));
        return void this.send(userId);
      }
      this.setState(userId, { state: 'conflict', mine: held.entry.edit, theirs });
    } else {
      this.drop(userId);
      showBase(this.options, userId, held.entry.base);
      this.setState(userId, { state: 'rejected', message: failure.message });
    }
  }

  private scheduleRetry(): void {
    if (this.timer !== undefined || this.disposed) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.attempt += 1;
      this.pending.forEach((held, userId) => {
        if (this.states.get(userId)?.state === 'unsaved') void this.send(userId);
      });
    }, retryDelayMs(this.attempt));
  }

  /**
   * The statistics read every grade of the assignment: refetched once grading pauses, not after each of a run of
   * keyboard saves a second apart.
   */
  private refreshStatsSoon(): void {
    clearTimeout(this.statsTimer);
    this.statsTimer = setTimeout(() => {
      void refreshAssignmentStats(this.options.queryClient, this.options.courseId, this.options.assignmentId);
    }, STATS_REFRESH_DELAY_MS);
  }

  private drop(userId: CanvasId): void {
    this.pending.delete(userId);
    this.store((queue) => queue.remove(this.options.courseId, this.options.assignmentId, userId));
  }

  /** IndexedDB writes run one after another, in the order they were asked for. */
  private store(write: (queue: GradeQueue) => Promise<unknown>): void {
    this.io = this.io.then(async () => {
      const queue = await this.options.queue;
      if (queue) await write(queue);
    }).catch(() => undefined);
  }

  private setState(userId: CanvasId, save: StudentSave | undefined): void {
    const next = new Map(this.states);
    if (save) next.set(userId, save);
    else next.delete(userId);
    this.states = next;
    this.listeners.forEach((listener) => listener());
  }
}
