import type { CSSProperties, DragEvent, MouseEvent } from 'react';
import type { CanvasFolder } from '@/api/schemas/folder';
import { formatDate } from '@/lib/dates';
import { formatFileSize } from '@/lib/file-size';
import { ItemActionsMenu } from '../actions/item-actions-menu';
import { useDragMove } from '../drag-move';
import type { BrowserItem, FilesOwner } from '../files-owner';
import { NameCell, itemName, type RenameState } from './name-cell';
import { StateBadges } from './state-badges';

export interface BrowserRowProps {
  owner: FilesOwner;
  folder: CanvasFolder;
  item: BrowserItem;
  index: number;
  href: string;
  folderPath?: string;
  manages: boolean;
  selected: boolean;
  focused: boolean;
  rename: RenameState | null;
  style: CSSProperties;
  rowRef: (element: HTMLElement | null) => void;
  onRowClick: (event: MouseEvent) => void;
  onCheck: () => void;
  /** The rows a drag of this one carries: the selection when this row is in it. */
  dragItems: () => BrowserItem[];
  onRenameStart: () => void;
  onRenameSubmit: (value: string) => void;
  onRenameCancel: () => void;
}

/** One row of the grid; its cells line up with FileListHeader's columns. */
export function BrowserRow({
  owner,
  folder,
  item,
  index,
  href,
  folderPath,
  manages,
  selected,
  focused,
  rename,
  style,
  rowRef,
  onRowClick,
  onCheck,
  dragItems,
  onRenameStart,
  onRenameSubmit,
  onRenameCancel,
}: BrowserRowProps) {
  const drag = useDragMove();
  const draggable = manages && drag.enabled && rename === null;
  const dropProps = item.kind === 'folder' && draggable ? drag.dropTargetProps(item.folder) : {};
  const file = item.kind === 'file' ? item.file : null;
  const modified = file ? (file.modified_at ?? file.updated_at) : item.kind === 'folder' ? item.folder.updated_at : undefined;
  return (
    <div
      role="row"
      ref={rowRef}
      data-index={index}
      aria-rowindex={index + 2}
      aria-selected={manages ? selected : undefined}
      tabIndex={focused ? 0 : -1}
      className="files-row"
      style={style}
      onClick={onRowClick}
      draggable={draggable}
      onDragStart={draggable ? (event: DragEvent) => drag.start(event, dragItems()) : undefined}
      onDragEnd={draggable ? drag.end : undefined}
      {...dropProps}
    >
      {manages ? (
        <div role="gridcell" className="files-cell files-cell--check">
          <input
            type="checkbox"
            tabIndex={-1}
            aria-label={`Select ${itemName(item)}`}
            checked={selected}
            onChange={onCheck}
            onClick={(event) => event.stopPropagation()}
          />
        </div>
      ) : null}
      <div role="gridcell" className="files-cell files-cell--name">
        <NameCell
          item={item}
          href={href}
          folderPath={folderPath}
          rename={rename}
          onRenameSubmit={onRenameSubmit}
          onRenameCancel={onRenameCancel}
        />
      </div>
      <div role="gridcell" className="files-cell files-cell--size">
        {file ? formatFileSize(file.size) : item.kind === 'folder' ? countLabel(item.folder) : null}
      </div>
      <div role="gridcell" className="files-cell files-cell--date">
        {formatDate(modified, { style: 'short-date' })}
      </div>
      <div role="gridcell" className="files-cell files-cell--user">
        {file?.user?.display_name ?? ''}
      </div>
      <div role="gridcell" className="files-cell files-cell--rights">
        {file?.usage_rights ? (
          <span className="files-rights" title={file.usage_rights.license_name}>
            {/* "cc" for a Creative Commons license, © for the rest; the name beside it says which. */}
            <span aria-hidden="true" className="files-rights__icon">
              {file.usage_rights.license.startsWith('cc') ? 'cc' : '©'}
            </span>
            <span className="files-rights__name">{file.usage_rights.license_name}</span>
          </span>
        ) : null}
      </div>
      {manages ? (
        <div role="gridcell" className="files-cell files-cell--state">
          <StateBadges item={item} />
        </div>
      ) : null}
      <div role="gridcell" className="files-cell files-cell--actions">
        <ItemActionsMenu owner={owner} folder={folder} item={item} onRename={onRenameStart} />
      </div>
    </div>
  );
}

function countLabel(folder: CanvasFolder): string {
  const count = (folder.files_count ?? 0) + (folder.folders_count ?? 0);
  return count === 1 ? '1 item' : `${count} items`;
}
