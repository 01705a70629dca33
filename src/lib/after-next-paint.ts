/**
 * Runs `callback` once the next frame has been painted (a task queued from the frame's animation callback runs after
 * its paint). Answers a function that cancels it if it has not run yet.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
