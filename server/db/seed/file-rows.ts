import type { SeedContext } from './seed-context';

type ContextType = 'Course' | 'Group' | 'User';

export type FolderRef = { id: number; fullName: string; contextType: ContextType; contextId: number };

export type FileSpec = {
  contextType: ContextType | 'Submission';
  contextId: number;
  folderId: number | null;
  userId: number | null;
  name: string;
  contentType: string;
  bytes: Uint8Array;
  createdAt: string;
  locked?: boolean;
  hidden?: boolean;
  usageRightsId?: number | null;
};

/** Stores the bytes through the blob store and writes the attachment row pointing at them. */
export function addFile(ctx: SeedContext, spec: FileSpec): number {
  const blob = ctx.blobs.put(spec.bytes);
  return ctx.insert('attachments', {
    context_type: spec.contextType,
    context_id: spec.contextId,
    folder_id: spec.folderId,
    user_id: spec.userId,
    display_name: spec.name,
    // Canvas keeps the uploaded name URL-escaped, with spaces as '+'.
    filename: encodeURIComponent(spec.name).replace(/%20/g, '+'),
    content_type: spec.contentType,
    size: blob.size,
    storage_key: blob.storageKey,
    md5: blob.md5,
    uuid: ctx.rng.alnum(40),
    locked: spec.locked ? 1 : 0,
    hidden: spec.hidden ? 1 : 0,
    usage_rights_id: spec.usageRightsId ?? null,
    created_at: spec.createdAt,
    updated_at: spec.createdAt,
    modified_at: spec.createdAt,
  });
}

/** A root folder ("course files", "my files", "files") has no parent and its full_name is its name. */
export function addRootFolder(
  ctx: SeedContext,
  contextType: ContextType,
  contextId: number,
  name: string,
  createdAt: string,
  id?: number,
): FolderRef {
  const folderId = ctx.insert('folders', {
    ...(id === undefined ? {} : { id }),
    context_type: contextType,
    context_id: contextId,
    name,
    full_name: name,
    created_at: createdAt,
    updated_at: createdAt,
  });
  return { id: folderId, fullName: name, contextType, contextId };
}

export function addFolder(
  ctx: SeedContext,
  parent: FolderRef,
  name: string,
  position: number,
  createdAt: string,
  flags: { locked?: boolean; hidden?: boolean } = {},
): FolderRef {
  const fullName = `${parent.fullName}/${name}`;
  const id = ctx.insert('folders', {
    context_type: parent.contextType,
    context_id: parent.contextId,
    parent_folder_id: parent.id,
    name,
    full_name: fullName,
    position,
    locked: flags.locked ? 1 : 0,
    hidden: flags.hidden ? 1 : 0,
    created_at: createdAt,
    updated_at: createdAt,
  });
  return { id, fullName, contextType: parent.contextType, contextId: parent.contextId };
}
