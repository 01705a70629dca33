import { encodeFolderPath } from '@/api/folders';
import { ownerPath, type FilesOwner } from './files-owner';

/** The app URL of a folder: `/courses/1/files/week%201/slides`; the root is `/courses/1/files`. */
export function folderHref(owner: FilesOwner, segments: readonly string[]): string {
  const base = `${ownerPath(owner)}/files`;
  return segments.length === 0 ? base : `${base}/${encodeFolderPath(segments)}`;
}

/** A folder's path below the root from its full_name (`course files/week 1` → ['week 1']). */
export function segmentsOf(fullName: string, isRoot: boolean): string[] {
  return isRoot ? [] : fullName.split('/').slice(1);
}

/** The route's splat (already decoded by the router) as folder names; empty segments from a trailing slash go. */
export function splatSegments(splat: string | undefined): string[] {
  return (splat ?? '').split('/').filter((segment) => segment !== '');
}
