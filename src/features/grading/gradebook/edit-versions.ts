import type { CanvasId } from '@/api/schemas/ids';
import { saveKey, type StudentSave } from '../saving/grade-saver';

/**
 * Counts the changes of the saver's states, in all, per student and per cell, by comparing each snapshot with the one
 * read before: a row re-renders only when one of its own cells changes, not on every save in the course, and then
 * only that cell and the row's totals.
 */
export class EditVersions {
  private states: ReadonlyMap<string, StudentSave>;
  private total = 0;
  private readonly byUser = new Map<CanvasId, number>();
  /** Keyed by saveKey. */
  private readonly byCell = new Map<string, number>();

  constructor(private readonly snapshot: () => ReadonlyMap<string, StudentSave>) {
    this.states = snapshot();
  }

  version(): number {
    this.sync();
    return this.total;
  }

  ofStudent(userId: CanvasId): number {
    this.sync();
    return this.byUser.get(userId) ?? 0;
  }

  ofCell(assignmentId: CanvasId, userId: CanvasId): number {
    this.sync();
    // Read for every cell drawn: with nothing saved in this visit, no key is built.
    return this.byCell.size === 0 ? 0 : (this.byCell.get(saveKey(assignmentId, userId)) ?? 0);
  }

  private sync(): void {
    const next = this.snapshot();
    if (next === this.states) return;
    const before = this.states;
    this.states = next;
    this.total += 1;
    for (const [key, save] of next) if (before.get(key) !== save) this.bump(key, save.userId);
    for (const [key, save] of before) if (!next.has(key)) this.bump(key, save.userId);
  }

  private bump(key: string, userId: CanvasId): void {
    this.byUser.set(userId, (this.byUser.get(userId) ?? 0) + 1);
    this.byCell.set(key, (this.byCell.get(key) ?? 0) + 1);
  }
}
