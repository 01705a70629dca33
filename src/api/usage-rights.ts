import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fileKeys, ownerApiPath, type FileOwnerRef } from './files';
import { canvasFetch } from './http/canvas-fetch';
import { usageRightsUpdateSchema, type UsageRightsUpdate } from './schemas/file-writes';
import type { CanvasId } from '@/api/schemas/ids';

/**
 * Usage rights (docs/canvas-contract.md §3.17). The licenses to choose from are `fileQueries.licenses` (files.ts); this
 * module writes rights onto files and folders.
 */

export type UseJustification = 'own_copyright' | 'used_by_permission' | 'fair_use' | 'public_domain' | 'creative_commons';

/** The `usage_rights[...]` object of PUT …/usage_rights. */
export type UsageRightsFields = { use_justification: UseJustification; license?: string; legal_copyright?: string };

/** Folders count for every file inside them, recursively. */
export type UsageRightsTargets = { file_ids: readonly CanvasId[]; folder_ids: readonly CanvasId[] };

async function setUsageRights(owner: FileOwnerRef, targets: UsageRightsTargets, usageRights: UsageRightsFields): Promise<UsageRightsUpdate> {
  const { data } = await canvasFetch(`${ownerApiPath(owner)}/usage_rights`, {
    method: 'PUT',
    body: { ...targets, usage_rights: usageRights },
    schema: usageRightsUpdateSchema,
  });
  return data;
}

/**
 * Sets usage rights on files and folders. Lists show each file's rights, and a folder's rights reach files in
 * folders the lists may not have loaded, so every file list refetches (only the loaded ones actually do).
 */
export function useSetUsageRights(owner: FileOwnerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ targets, usageRights }: { targets: UsageRightsTargets; usageRights: UsageRightsFields }) =>
      setUsageRights(owner, targets, usageRights),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fileKeys.all }),
  });
}
