import type { ClashChoice } from './upload-queue';

export interface Question {
  name: string;
  folder: string;
  /** Clashes known to follow this one (the batch's own check found them). */
  later: number;
  resolve: (choice: ClashChoice) => void;
}

/**
 * Asks Skip / Rename / Replace for one name clash at a time; questions that arrive meanwhile (three uploads
 * may hit a 409 together) wait their turn. "Apply to all remaining" answers the waiting ones and every later
 * one until `reset` (a new batch). It lives outside React, like the upload queue, so a question outlives the
 * folder view that raised it: the next one shows it.
 */
export class ClashPrompt {
  private questions: readonly Question[] = [];
  private applyAll: ClashChoice | null = null;
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly Question[] => this.questions;

  ask = (name: string, folder: string, later = 0): Promise<ClashChoice> => {
    const { applyAll } = this;
    if (applyAll) return Promise.resolve(applyAll);
    return new Promise((resolve) => this.set([...this.questions, { name, folder, later, resolve }]));
  };

  reset(): void {
    this.applyAll = null;
  }

  answer = (choice: ClashChoice, toAll: boolean): void => {
    const [first, ...rest] = this.questions;
    if (!first) return;
    first.resolve(choice);
    if (!toAll) {
      this.set(rest);
      return;
    }
    this.applyAll = choice;
    for (const question of rest) question.resolve(choice);
    this.set([]);
  };

  private set(questions: readonly Question[]): void {
    this.questions = questions;
    for (const listener of this.listeners) listener();
  }
}
