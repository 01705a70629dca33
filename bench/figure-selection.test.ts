import { describe, expect, it } from 'vitest';
import { FIGURE_GROUPS, selectFigures } from './figure-selection';

describe('npm run bench -- --only', () => {
  it('runs every group when nothing is asked', () => {
    expect([...selectFigures([])]).toEqual(Object.keys(FIGURE_GROUPS));
  });

  it('runs only the groups named, in either spelling, repeated or comma-separated', () => {
    expect(selectFigures(['--only', 'first-row,long-tasks'])).toEqual(new Set(['first-row', 'long-tasks']));
    expect(selectFigures(['--only=first-row', '--only', 'cores'])).toEqual(new Set(['first-row', 'cores']));
  });

  it('refuses a name that is no group, listing the groups, rather than measure nothing', () => {
    expect(() => selectFigures(['--only', 'first-rows'])).toThrow(/no figure group named "first-rows"[\s\S]*first-row: time to the first row/);
    expect(() => selectFigures(['--only'])).toThrow(/--only names no figure group/);
    expect(() => selectFigures(['first-row'])).toThrow(/unknown argument "first-row"/);
  });
});
