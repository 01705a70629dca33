import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { folderQueries } from '@/api/folders';
import type { CanvasFolder } from '@/api/schemas/folder';
import { EmptyState } from '@/components/empty-state';
import { ErrorView } from '@/components/error-view';
import { LoadingRows } from '@/components/loading-rows';
import { SelectionActions } from './actions/selection-actions';
import { folderHref, segmentsOf } from './browser-paths';
import type { BrowserItem, FilesOwner } from './files-owner';
import { FileList } from './list/file-list';
import { useBrowserItems } from './list/use-browser-items';
import { useRename } from './list/use-rename';
import { NewFolderButton } from './new-folder-button';
import { FilePreviewHost, preloadPreview } from './preview/file-preview-host';
import { selectionAnnouncement } from './selection/selection-model';
import { useSelection } from './selection/use-selection';
import { UploadArea, UploadButton } from './upload/upload-area';
import { useBrowserParams } from './use-browser-params';
import type { CanvasId } from '@/api/schemas/ids';

export interface FolderContentsProps {
  owner: FilesOwner;
  folder: CanvasFolder;
  /** May add, change and remove here (the owner's root says so for the whole owner). */
  manages: boolean;
}

/**
 * The toolbar and the list of one folder, or of a search. The page keys this by folder and search, so the
 * selection and the rename start fresh on every navigation.
 */
export function FolderContents({ owner, folder, manages }: FolderContentsProps) {
  const { sort, setSort, search, previewHref } = useBrowserParams();
  const listing = useBrowserItems(owner, folder, sort, search);
  const selection = useSelection(listing.items);
  const rename = useRename(owner);
  const folderPaths = useFolderPaths(owner, listing.searching);
  const files = useMemo(() => listing.items.flatMap((item) => (item.kind === 'file' ? [item.file] : [])), [listing.items]);
  const announcement = useAnnouncement(selection.selectedItems.length);
  const canWriteHere = manages && folder.can_upload !== false;
  const hasSelection = manages && selection.selectedItems.length > 0;
  // A student outside a search has no toolbar at all, rather than an empty strip.
  const hasToolbar = (canWriteHere && !listing.searching) || hasSelection;

  const hrefOf = (item: BrowserItem) =>
    item.kind === 'folder' ? folderHref(owner, segmentsOf(item.folder.full_name, false)) : previewHref(item.file.id);
  const total = listing.searching ? undefined : (folder.files_count ?? 0) + (folder.folders_count ?? 0);

  const body = listing.isPending ? (
    <LoadingRows label="Loading files…" rows={6} />
  ) : listing.error ? (
    <ErrorView error={listing.error} onRetry={listing.retry} />
  ) : listing.items.length === 0 ? (
    <EmptyState
      title={listing.searching ? `No files match “${search}”` : 'This folder is empty'}
      description={listing.searching ? 'Try another part of the name.' : canWriteHere ? 'Upload files or create a folder to fill it.' : undefined}
    />
  ) : (
    <FileList
      owner={owner}
      folder={folder}
      items={listing.items}
      total={total}
      label={listing.searching ? `Files matching ${search}` : `Contents of ${folder.name}`}
      hrefOf={hrefOf}
      folderPathOf={listing.searching ? (item) => (item.kind === 'file' ? (item.file.folder_id == null ? undefined : folderPaths.get(item.file.folder_id)) : undefined) : undefined}
      manages={manages}
      selection={selection}
      rename={rename}
      sort={sort}
      onSort={setSort}
      hasMore={listing.hasMore}
      isFetchingMore={listing.isFetchingMore}
      fetchMore={listing.fetchMore}
    />
  );

  return (
    <UploadArea target={{ owner, folder }}>
      {listing.searching ? <h2 className="files-results-title">Results for “{search}”</h2> : null}
      {hasToolbar ? (
        <div className="files-toolbar" role="toolbar" aria-label="File actions">
          {canWriteHere && !listing.searching ? (
            <>
              <NewFolderButton owner={owner} parent={folder} />
              <UploadButton />
            </>
          ) : null}
          {hasSelection ? <SelectionActions owner={owner} folder={folder} selected={selection.selectedItems} onDone={selection.clear} /> : null}
        </div>
      ) : null}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <div className="files-preview-links" onPointerOver={preloadFromLink} onFocus={preloadFromLink}>
        {body}
      </div>
      <FilePreviewHost owner={owner} files={files} hasMore={listing.hasMore} fetchMore={listing.fetchMore} />
    </UploadArea>
  );
}

/** Pointing at or focusing a file's link starts downloading the viewer, so it opens without waiting for its code. */
function preloadFromLink(event: SyntheticEvent) {
  if (event.target instanceof Element && event.target.closest('a[href*="preview="]')) preloadPreview();
}

/** A search result's folder, as a path below the root ("week 1/slides"); fetched only while searching. */
function useFolderPaths(owner: FilesOwner, enabled: boolean): Map<CanvasId, string> {
  const { data } = useQuery({ ...folderQueries.flat(owner), enabled });
  return useMemo(
    () => new Map((data ?? []).map((folder) => [folder.id, folder.parent_folder_id === null ? folder.name : folder.full_name])),
    [data],
  );
}

/** The live region's text: silent until the selection first changes, so arriving on a page is not announced. */
function useAnnouncement(count: number): string {
  const [text, setText] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setText(selectionAnnouncement(count));
  }, [count]);
  return text;
}
