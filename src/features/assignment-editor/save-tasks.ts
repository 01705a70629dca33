/**
 * A save is a list of requests sent one after another (the assignment, then each override create, update and
 * delete), so the form can say "Saving 2 of 5…" and, when some fail, name exactly what is still unsaved.
 */

export interface SaveTask {
  /** What the progress and failure messages call it, e.g. "Section 2 dates". */
  label: string;
  /** The "Assign to" card the request belongs to; absent for the assignment itself. */
  cardKey?: string;
  run: () => Promise<unknown>;
}

export interface SaveProgress {
  done: number;
  total: number;
}

export interface FailedTask {
  task: SaveTask;
  error: unknown;
}

/**
 * Runs every task in order and reports progress before each. A failure does not stop the rest: each request
 * stands alone, and everything that did save is then known saved, so a retry sends only the failures.
 */
export async function runSaveTasks(
  tasks: readonly SaveTask[],
  onProgress: (progress: SaveProgress) => void,
): Promise<FailedTask[]> {
  const failed: FailedTask[] = [];
  for (const [index, task] of tasks.entries()) {
    onProgress({ done: index, total: tasks.length });
    try {
      await task.run();
    } catch (error) {
      failed.push({ task, error });
    }
  }
  onProgress({ done: tasks.length, total: tasks.length });
  return failed;
}

/** "Saving 2 of 5…": the request now under way, counted from one. */
export function progressText({ done, total }: SaveProgress): string {
  return total <= 1 ? 'Saving…' : `Saving ${Math.min(done + 1, total)} of ${total}…`;
}
