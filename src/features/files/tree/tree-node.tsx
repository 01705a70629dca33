import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { folderQueries } from '@/api/folders';
import { uniqueItems } from '@/api/http/paginated';
import type { CanvasFolder } from '@/api/schemas/folder';
import { segmentsOf, folderHref } from '../browser-paths';
import { useDragMove } from '../drag-move';
import type { FilesOwner } from '../files-owner';
import type { CanvasId } from '@/api/schemas/ids';

export interface TreeNodeProps {
  owner: FilesOwner;
  folder: CanvasFolder;
  level: number;
  expanded: ReadonlySet<CanvasId>;
  currentId: CanvasId | undefined;
  focusId: CanvasId;
  onToggle: (id: CanvasId, open: boolean) => void;
  onFocusItem: (id: CanvasId) => void;
}

/** One folder of the tree; its subfolders are requested only once it is open. */
export function TreeNode(props: TreeNodeProps) {
  const { owner, folder, expanded } = props;
  const drag = useDragMove();
  // folders_count is what the caller may see; without it the node offers to open and finds out.
  const hasChildren = (folder.folders_count ?? 1) > 0;
  const open = hasChildren && expanded.has(folder.id);
  const href = folderHref(owner, segmentsOf(folder.full_name, folder.parent_folder_id === null));
  const isCurrent = folder.id === props.currentId;
  return (
    <li
      role="treeitem"
      aria-level={props.level}
      aria-expanded={hasChildren ? open : undefined}
      aria-selected={isCurrent}
      aria-current={isCurrent ? 'page' : undefined}
      tabIndex={folder.id === props.focusId ? 0 : -1}
      data-folder-id={folder.id}
      data-href={href}
      className="files-tree__item"
      onFocus={(event) => {
        if (event.target === event.currentTarget) props.onFocusItem(folder.id);
      }}
    >
      <div className="files-tree__row" style={{ paddingInlineStart: `${(props.level - 1) * 14}px` }} {...(drag.enabled ? drag.dropTargetProps(folder) : {})}>
        <span
          className="files-tree__toggle"
          aria-hidden="true"
          data-open={open || undefined}
          onClick={() => hasChildren && props.onToggle(folder.id, !open)}
        >
          {hasChildren ? '›' : ''}
        </span>
        <Link to={href} tabIndex={-1} className="files-tree__link" draggable={false}>
          {folder.name}
        </Link>
      </div>
      {open ? <TreeChildren {...props} /> : null}
    </li>
  );
}

function TreeChildren(props: TreeNodeProps) {
  const query = useInfiniteQuery(folderQueries.subfolders(props.folder.id));
  const children = uniqueItems(query.data?.pages, (folder) => folder.id);
  return (
    <ul role="group" className="files-tree__group" aria-busy={query.isPending || undefined}>
      {children.map((child) => (
        <TreeNode key={child.id} {...props} folder={child} level={props.level + 1} />
      ))}
      {query.hasNextPage ? (
        <li role="none" className="files-tree__more">
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            More folders
          </button>
        </li>
      ) : null}
      {query.isError ? (
        <li role="none" className="files-tree__more">
          Folders could not be loaded.
        </li>
      ) : null}
    </ul>
  );
}
