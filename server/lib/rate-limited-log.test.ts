import { describe, expect, it } from 'vitest';
import { oneLine, rateLimitedLog } from './rate-limited-log';

describe('rateLimitedLog', () => {
  it('writes at most the allowed lines a second and reports how many it held back', () => {
    const lines: string[] = [];
    let clock = 0;
    const log = rateLimitedLog((line) => lines.push(line), 3, () => clock);
    for (let i = 0; i < 1000; i++) log(`failure ${i}`);
    expect(lines).toEqual(['failure 0', 'failure 1', 'failure 2']);
    clock = 1000;
    log('later');
    expect(lines.at(-1)).toBe('later (997 similar lines suppressed)');
  });
});

describe('oneLine', () => {
  it('reduces an error to one line with where it was thrown, never the whole stack', () => {
    const line = oneLine(new TypeError('body\nstream aborted'));
    expect(line).toMatch(/^TypeError: body stream aborted \(at .+\)$/);
    expect(line).not.toContain('\n');
  });
});
