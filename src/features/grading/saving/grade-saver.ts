import { matchQuery, type QueryClient } from '@tanstack/react-query';
import { isCanvasApiError } from '@/api/http/canvas-api-error';
import type { Submission } from '@/api/schemas/submission';
import { serverChecksGradeConflicts } from '@/api/grade-conflict-check';
import { fetchSubmission, gradeConflictSchema, putGrade, refreshAssignmentStats, submissionKeys, type GradeEdit } from '@/api/submissions';
import { cachedShape, showBase, showEdit, showServer, type AssignmentScope } from './grade-caches';
import { mergeEdits, type GradeQueue, type QueuedGrade } from './grade-queue';
import { gradeBaseOf, leavesGradeAsIs, sameGrade, type GradingShape } from './optimistic-grade';
import { retryDelayMs } from './retry-schedule';
import { failureOf } from './save-failure';
import type { CanvasId } from '@/api/schemas/ids';

export type GradeSaveState = 'saving' | 'saved' | 'unsaved' | 'conflict' | 'rejected';

/** One student's grade for one assignment: what the saver tracks. */
export interface SaveTarget {
  assignmentId: CanvasId;
  userId: CanvasId;
}

/** The key of a target in the saver's states. */
export const saveKey = (assignmentId: CanvasId, userId: CanvasId): string => `${assignmentId}/${userId}`;

export interface StudentSave extends SaveTarget {
  state: GradeSaveState;
  /** The server's reason, for 'rejected'. */
  message?: string;
  /** For 'conflict': the grader's change and the submission as it is on the server now. */
  mine?: GradeEdit;
  theirs?: Submission;
}

type SaveReport = Omit<StudentSave, keyof SaveTarget>;

export interface GradeSaverOptions {
  queryClient: QueryClient;
  courseId: CanvasId;
  /** The one assignment saved (the grading view); without it, any assignment of the course (the gradebook). */
  assignmentId?: CanvasId;
  /** The durable store; null where IndexedDB is unavailable (saves still retry while the tab lives). */
  queue: Promise<GradeQueue | null>;
  put?: typeof putGrade;
  /** Reads the submission as it is now, before a write the server will not check (docs/decisions/0069). */
  read?: typeof fetchSubmission;
  /** Whether the server refuses a stale write itself (a 409); defaults to what its grade PUT answers said. */
  serverChecks?: () => boolean;
  /** The assignment's grading type and points, for the optimistic grade in the grading view's caches. */
  shapeOf?: (assignmentId: CanvasId) => GradingShape | undefined;
  /**
   * When a new grade's request and durable write start: at once by default. The gradebook starts them in the next
   * task, so the frame that shows the grade and its totals does not wait for them.
   */
  schedule?: (work: () => void) => void;
}

const atOnce = (work: () => void) => work();

const STATS_REFRESH_DELAY_MS = 1_500;

interface Pending {
  entry: QueuedGrade;
  inFlight: boolean;
}

/**
 * The grade-saving engine of the grading view (one assignment) and the gradebook (a course), apart from React:
 * optimistic cache writes, one request in flight per student and assignment, failed saves kept in the durable queue
 * and retried with backoff, conflicts and refusals reported per student and assignment (docs/decisions/0079).
 */
export class GradeSaver {
  /** Keyed by saveKey. */
  private readonly pending = new Map<string, Pending>();
  private states: ReadonlyMap<string, StudentSave> = new Map();
  private readonly listeners = new Set<() => void>();
  private io: Promise<unknown> = Promise.resolve();
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private statsTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly statsDue = new Set<CanvasId>();
  /** The server's submissions as its answers to this saver gave them (a save, or the grade kept in a conflict). */
  private readonly answered = new Map<string, Submission>();
  private disposed = false;
  private stopWatching: () => void = () => undefined;

  constructor(private readonly options: GradeSaverOptions) {}

  /** Starts watching the caches and sends what an earlier visit left in the queue. Undone by `stop` (StrictMode runs both). */
  start(): Promise<void> {
    this.disposed = false;
    // A refetch (the rail's next page, a detail read again) brings the server's values; unsaved edits go back on top.
    const { courseId, assignmentId } = this.options;
    const prefix = assignmentId === undefined ? [...submissionKeys.all, courseId] : submissionKeys.assignment(courseId, assignmentId);
    const assignmentAt = submissionKeys.all.length + 1;
    this.stopWatching = this.options.queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual || this.pending.size === 0) return;
      if (!matchQuery({ queryKey: prefix }, event.query)) return;
      const refetched: unknown = (event.query.queryKey as readonly unknown[])[assignmentAt];
      queueMicrotask(() => this.pending.forEach(({ entry }) => {
        if (entry.assignmentId === refetched) this.show(entry);
      }));
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

  /** Whether any grade was changed or answered in this visit: when none was, readers skip the per-cell lookups. */
  hasEdits(): boolean {
    return this.pending.size > 0 || this.answered.size > 0;
  }

  /** The change not on the server yet (sending, waiting for a retry, or in conflict), merged over its earlier ones. */
  pendingEdit(assignmentId: CanvasId, userId: CanvasId): GradeEdit | undefined {
    return this.pending.get(saveKey(assignmentId, userId))?.entry.edit;
  }

  /** Loads the queued edits left by an earlier visit (of this assignment, or of the whole course), shows them, and sends them again. */
  private async resume(): Promise<void> {
    const { courseId, assignmentId } = this.options;
    const queue = await this.options.queue;
    const entries = (await (assignmentId === undefined ? queue?.listCourse(courseId) : queue?.list(courseId, assignmentId))) ?? [];
    for (const entry of entries) {
      const key = saveKey(entry.assignmentId, entry.userId);
      if (this.disposed || this.pending.has(key)) continue;
      this.pending.set(key, { entry, inFlight: false });
      this.show(entry);
      this.setState(entry, { state: 'unsaved' });
      void this.send(key);
    }
  }

  save(target: SaveTarget, edit: GradeEdit, seen: Submission): void {
    const { courseId } = this.options;
    const { assignmentId, userId } = target;
    const key = saveKey(assignmentId, userId);
    const queuedAt = new Date().toISOString();
    const held = this.pending.get(key);
    if (held) {
      // Still unsaved: the change joins the held one, which keeps the time it was based on (so a conflict still shows).
      held.entry = { ...held.entry, edit: mergeEdits(held.entry.edit, edit), queuedAt };
    } else {
      const entry: QueuedGrade = { courseId, assignmentId, userId, edit, seenUpdatedAt: seen.updated_at, base: gradeBaseOf(seen), queuedAt };
      this.pending.set(key, { entry, inFlight: false });
    }
    showEdit(this.scopeOf(assignmentId), userId, edit, this.shapeOf(assignmentId));
    this.setState(target, { state: 'saving' });
    (this.options.schedule ?? atOnce)(() => {
      // The entry as it is by now: saves made meanwhile were merged into it.
      const { entry } = this.pending.get(key) ?? {};
      if (entry) this.store((queue) => queue.replace(entry));
      void this.send(key);
    });
  }

  /** The submission as the server last answered this saver about it: newer than a list read before the save. */
  lastAnswer(assignmentId: CanvasId, userId: CanvasId): Submission | undefined {
    return this.answered.get(saveKey(assignmentId, userId));
  }

  /** Grades waiting for the next retry. */
  unsavedCount(): number {
    let count = 0;
    this.states.forEach((save) => (count += save.state === 'unsaved' ? 1 : 0));
    return count;
  }

  /** Sends every unsaved edit now (the "Retry now" button, the browser coming back online). */
  retryNow = () => {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.attempt = 0;
    this.pending.forEach((_held, key) => {
      if (this.states.get(key)?.state === 'unsaved') void this.send(key);
    });
  };

  /** The conflict is settled for the grader's value: sent again over the server's current version. */
  keepMine(target: SaveTarget): void {
    const key = saveKey(target.assignmentId, target.userId);
    const held = this.pending.get(key);
    const theirs = this.states.get(key)?.theirs;
    if (!held || !theirs) return;
    held.entry = { ...held.entry, seenUpdatedAt: theirs.updated_at, base: gradeBaseOf(theirs) };
    this.store((queue) => queue.replace(held.entry));
    this.setState(target, { state: 'saving' });
    void this.send(key);
  }

  /** The conflict is settled for the server's value: the edit is dropped and theirs shown. */
  takeTheirs(target: SaveTarget): void {
    const key = saveKey(target.assignmentId, target.userId);
    const theirs = this.states.get(key)?.theirs;
    if (!theirs) return;
    this.drop(target);
    this.answered.set(key, theirs);
    showServer(this.scopeOf(target.assignmentId), target.userId, theirs);
    this.setState(target, undefined);
  }

  private async send(key: string): Promise<void> {
    const held = this.pending.get(key);
    if (!held || held.inFlight || this.disposed) return;
    held.inFlight = true;
    const sent = held.entry;
    const { assignmentId, userId } = sent;
    const { courseId, put = putGrade, serverChecks = serverChecksGradeConflicts } = this.options;
    try {
      // Awaited only when needed: where the server checks, the PUT leaves in the same tick as the keypress.
      if (!serverChecks() && (await this.changedElsewhere(key, held, sent))) return;
      const saved = await put(courseId, assignmentId, userId, { submission: sent.edit, expected_updated_at: sent.seenUpdatedAt });
      held.inFlight = false;
      this.attempt = 0;
      if (this.pending.get(key) === held && held.entry !== sent) {
        // A newer edit came while this one flew: it now builds on our own write, so it is no conflict.
        held.entry = { ...held.entry, seenUpdatedAt: saved.updated_at, base: gradeBaseOf(saved) };
        this.store((queue) => queue.replace(held.entry));
        return void this.send(key);
      }
      this.drop(sent);
      showServer(this.scopeOf(assignmentId), userId, saved);
      this.answered.set(key, saved);
      this.setState(sent, { state: 'saved' });
      this.refreshStatsSoon(assignmentId);
    } catch (error) {
      held.inFlight = false;
      if (this.pending.get(key) !== held) return;
      this.onFailure(key, held, error);
    }
  }

  /**
   * Against a server that does not check expected_updated_at (a real Canvas), the submission is read just before
   * the write and compared with the grade the edit was based on: another grader's grade is the same conflict a 409
   * would be. A write landing between this read and ours still wins silently; the window is one round trip.
   */
  private async changedElsewhere(key: string, held: Pending, sent: QueuedGrade): Promise<boolean> {
    const { courseId, read = fetchSubmission } = this.options;
    const now = await read(courseId, sent.assignmentId, sent.userId);
    if (this.noGradeToChoose(sent, now)) return false;
    held.inFlight = false;
    if (this.pending.get(key) === held) this.setState(sent, { state: 'conflict', mine: held.entry.edit, theirs: now });
    return true;
  }

  /**
   * A newer submission is a conflict only when its grade moved from the one the edit was based on and the edit
   * would move it again. Otherwise (a comment moved updated_at; the server already has this grade) the edit is sent
   * over it.
   */
  private noGradeToChoose(entry: QueuedGrade, now: Submission): boolean {
    return sameGrade(entry.base, now) || leavesGradeAsIs(now, entry.edit, this.shapeOf(entry.assignmentId));
  }

  private onFailure(key: string, held: Pending, error: unknown): void {
    const failure = failureOf(error);
    const target = held.entry;
    if (failure.kind === 'retry') {
      this.setState(target, { state: 'unsaved' });
      this.scheduleRetry();
    } else if (failure.kind === 'conflict') {
      const parsed = gradeConflictSchema.safeParse(isCanvasApiError(error) ? error.body : undefined);
      if (!parsed.success) {
        this.setState(target, { state: 'unsaved' });
        return;
      }
      const theirs = parsed.data.submission;
      if (this.noGradeToChoose(held.entry, theirs)) {
        held.entry = { ...held.entry, seenUpdatedAt: theirs.updated_at, base: gradeBaseOf(theirs) };
        this.store((queue) => queue.replace(held.entry));
        return void this.send(key);
      }
      this.setState(target, { state: 'conflict', mine: held.entry.edit, theirs });
    } else {
      this.drop(target);
      showBase(this.scopeOf(target.assignmentId), target.userId, held.entry.base);
      this.setState(target, { state: 'rejected', message: failure.message });
    }
  }

  private scheduleRetry(): void {
    if (this.timer !== undefined || this.disposed) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.attempt += 1;
      this.pending.forEach((_held, key) => {
        if (this.states.get(key)?.state === 'unsaved') void this.send(key);
      });
    }, retryDelayMs(this.attempt));
  }

  /**
   * The statistics read every grade of the assignment: refetched once grading pauses, not after each of a run of
   * keyboard saves a second apart.
   */
  private refreshStatsSoon(assignmentId: CanvasId): void {
    this.statsDue.add(assignmentId);
    clearTimeout(this.statsTimer);
    this.statsTimer = setTimeout(() => {
      this.statsDue.forEach((due) => void refreshAssignmentStats(this.options.queryClient, this.options.courseId, due));
      this.statsDue.clear();
    }, STATS_REFRESH_DELAY_MS);
  }

  private drop({ assignmentId, userId }: SaveTarget): void {
    this.pending.delete(saveKey(assignmentId, userId));
    this.store((queue) => queue.remove(this.options.courseId, assignmentId, userId));
  }

  /** The grading view's caches of the assignment: written by the gradebook too, so both views show one grade. */
  private scopeOf(assignmentId: CanvasId): AssignmentScope {
    return { queryClient: this.options.queryClient, courseId: this.options.courseId, assignmentId };
  }

  private shapeOf(assignmentId: CanvasId): GradingShape {
    return this.options.shapeOf?.(assignmentId) ?? cachedShape(this.scopeOf(assignmentId));
  }

  private show(entry: QueuedGrade): void {
    showEdit(this.scopeOf(entry.assignmentId), entry.userId, entry.edit, this.shapeOf(entry.assignmentId));
  }

  /** IndexedDB writes run one after another, in the order they were asked for. */
  private store(write: (queue: GradeQueue) => Promise<unknown>): void {
    this.io = this.io.then(async () => {
      const queue = await this.options.queue;
      if (queue) await write(queue);
    }).catch(() => undefined);
  }

  private setState({ assignmentId, userId }: SaveTarget, save: SaveReport | undefined): void {
    const next = new Map(this.states);
    const key = saveKey(assignmentId, userId);
    if (save) next.set(key, { ...save, assignmentId, userId });
    else next.delete(key);
    this.states = next;
    this.listeners.forEach((listener) => listener());
  }
}
