/**
 * Writes at most `perSecond` lines in any one-second window and counts the rest, reporting the count with the
 * next line written: a flood of failing requests cannot fill the disk or bury the first error.
 */
// eslint-disable-next-line no-restricted-syntax -- real time, not the testing clock (0083): it meters a real flood of lines
export function rateLimitedLog(write: (line: string) => void, perSecond = 5, now: () => number = Date.now) {
  let windowStart = -Infinity;
  let written = 0;
  let dropped = 0;
  return (line: string): void => {
    const time = now();
    if (time - windowStart >= 1000) {
      windowStart = time;
      written = 0;
    }
    if (written >= perSecond) {
      dropped += 1;
      return;
    }
    written += 1;
    write(dropped > 0 ? `${line} (${dropped} similar lines suppressed)` : line);
    dropped = 0;
  };
}

/** One line for an error: its name, message and the frame it was thrown from, never the whole stack. */
export function oneLine(error: unknown): string {
  if (!(error instanceof Error)) return String(error).replace(/\s+/g, ' ');
  const frame = error.stack?.split('\n').find((line) => line.trim().startsWith('at '))?.trim();
  return `${error.name}: ${error.message.replace(/\s+/g, ' ')}${frame ? ` (${frame})` : ''}`;
}
