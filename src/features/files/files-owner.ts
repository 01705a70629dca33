import type { CanvasFile } from '@/api/schemas/file';
import type { CanvasFolder } from '@/api/schemas/folder';

/** Whose files the browser shows: a course, a group or a user, as their API path segment names them. */
export type FilesOwner = { kind: 'courses' | 'groups' | 'users'; id: string };

/** `/courses/1`: the owner's prefix in API paths (`/api/v1${ownerApiPath(owner)}/files`) and in app routes. */
export const ownerPath = (owner: FilesOwner): string => `/${owner.kind}/${owner.id}`;

/** One row of the browser: a folder or a file. */
export type BrowserItem = { kind: 'folder'; folder: CanvasFolder } | { kind: 'file'; file: CanvasFile };

/** A stable key for an item across lists and selections (`folder:12`, `file:40`). */
export const itemKey = (item: BrowserItem): string => (item.kind === 'folder' ? `folder:${item.folder.id}` : `file:${item.file.id}`);
