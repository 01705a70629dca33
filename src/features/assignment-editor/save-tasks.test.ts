import { describe, expect, it } from 'vitest';
import { progressText, runSaveTasks, type SaveProgress, type SaveTask } from './save-tasks';

const task = (label: string, outcome: 'ok' | 'fail', log: string[]): SaveTask => ({
  label,
  cardKey: label,
  run: () => {
    log.push(label);
    return outcome === 'ok' ? Promise.resolve() : Promise.reject(new Error(`${label} refused`));
  },
});

describe('runSaveTasks', () => {
  it('sends every request in order, reports progress before each, and returns only the failures', async () => {
    const log: string[] = [];
    const progress: SaveProgress[] = [];
    const failed = await runSaveTasks([task('a', 'ok', log), task('b', 'fail', log), task('c', 'ok', log)], (p) => progress.push(p));
    expect(log).toEqual(['a', 'b', 'c']);
    expect(progress).toEqual([
      { done: 0, total: 3 },
      { done: 1, total: 3 },
      { done: 2, total: 3 },
      { done: 3, total: 3 },
    ]);
    expect(failed.map(({ task: failedTask, error }) => [failedTask.label, (error as Error).message])).toEqual([['b', 'b refused']]);
  });
});

describe('progressText', () => {
  it('counts the request under way from one', () => {
    expect(progressText({ done: 1, total: 5 })).toBe('Saving 2 of 5…');
    expect(progressText({ done: 5, total: 5 })).toBe('Saving 5 of 5…');
    expect(progressText({ done: 0, total: 1 })).toBe('Saving…');
  });
});
