import type { CanvasId } from '@/api/schemas/ids';
import type { StudentSave } from '../saving/grade-saver';

/**
 * Counts the changes of the saver's states, in all and per student, by comparing each snapshot with the one read
 * before: a row re-renders only when one of its own cells changes, not on every save in the course.
 */
export class EditVersions {
  private states: ReadonlyMap<string, StudentSave>;
  private total = 0;
  private readonly byUser = new Map<CanvasId, number>();

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

  private sync(): void {
    const next = this.snapshot();
    if (next === this.states) return;
    const before = this.states;
    this.states = next;
    this.total += 1;
    for (const [key, save] of next) if (before.get(key) !== save) this.bump(save.userId);
    for (const [key, save] of before) if (!next.has(key)) this.bump(save.userId);
  }

  private bump(userId: CanvasId): void {
    this.byUser.set(userId, (this.byUser.get(userId) ?? 0) + 1);
  }
}
