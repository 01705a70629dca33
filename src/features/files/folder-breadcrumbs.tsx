import type { CanvasFolder } from '@/api/schemas/folder';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { folderHref, segmentsOf } from './browser-paths';
import type { FilesOwner } from './files-owner';

/** Root name → … → current folder, each a link but the last. */
export function FolderBreadcrumbs({ owner, chain }: { owner: FilesOwner; chain: CanvasFolder[] }) {
  const items = chain.map((folder) => ({
    key: folder.id,
    label: folder.name,
    href: folderHref(owner, segmentsOf(folder.full_name, folder.parent_folder_id === null)),
  }));
  return <Breadcrumbs items={items} label="Folder path" />;
}
