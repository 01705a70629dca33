import { formatCount } from '@/lib/format-count';
import type { BrowserItem } from '../files-owner';

/** "the folder Week 1 (12 files and 2 folders inside)", "report.pdf": one item as a confirmation names it. */
export function describeItem(item: BrowserItem): string {
  if (item.kind === 'file') return item.file.display_name;
  const { files_count: files = 0, folders_count: folders = 0, name } = item.folder;
  const inside = [files ? formatCount(files, 'file') : '', folders ? formatCount(folders, 'folder') : ''].filter(Boolean).join(' and ');
  return inside ? `the folder ${name} (${inside} inside)` : `the folder ${name}`;
}

/** "a, b and c"; past `limit` names, "a, b and 10 more", so a confirmation for 500 items stays readable. */
export function joinNames(names: readonly string[], limit = 8): string {
  const shown = names.length > limit ? [...names.slice(0, limit - 1), `${names.length - limit + 1} more`] : [...names];
  if (shown.length <= 1) return shown[0] ?? '';
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1] ?? ''}`;
}

/** "Delete 3 items?" or "Delete report.pdf?". */
export function deleteTitle(items: readonly BrowserItem[]): string {
  const only = items[0];
  if (items.length === 1 && only) return only.kind === 'file' ? `Delete ${only.file.display_name}?` : `Delete the folder ${only.folder.name}?`;
  return `Delete ${formatCount(items.length, 'item')}?`;
}
