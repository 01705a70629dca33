import { readdirSync, readlinkSync, realpathSync } from 'node:fs';

/**
 * How many of this process's descriptors are open on files under `dir`. Only that directory counts: test files in
 * the other worker threads of the same process open and close files of their own meanwhile.
 */
export function openFilesUnder(dir: string): number {
  // The links in /proc name the real path, so a temporary directory reached through a symlink must be resolved.
  const real = realpathSync(dir);
  return readdirSync('/proc/self/fd').filter((fd) => openUnder(fd, real)).length;
}

/** Whether descriptor `fd` is a file under `dir` (a descriptor closed while listing is not). */
function openUnder(fd: string, dir: string): boolean {
  try {
    return readlinkSync(`/proc/self/fd/${fd}`).startsWith(dir);
  } catch {
    return false;
  }
}
