/**
 * What test helpers leave on disk (temporary directories, open databases) until the test file ends.
 * Kept free of heavy imports: the setup file loads it into every test file.
 */
const pending = new Set<() => void>();

/** Registers a cleanup to run after the current test file. */
export function disposeAfterFile(dispose: () => void): void {
  pending.add(dispose);
}

/** Runs and forgets every registered cleanup; the setup file calls it after each test file, passed or failed. */
export function disposeAll(): void {
  for (const dispose of pending) dispose();
  pending.clear();
}
