import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { folderQueries } from '@/api/folders';
import { isCanvasApiError } from '@/api/http/canvas-api-error';
import { buttonClassName } from '@/components/button-class-name';
import { DebouncedSearchBox } from '@/components/debounced-search-box';
import { ErrorView } from '@/components/error-view';
import { LoadingRows } from '@/components/loading-rows';
import { useMediaQuery } from '@/components/use-media-query';
import '@/styles/files.css';
import { folderHref } from './browser-paths';
import { DragMoveProvider } from './drag-move';
import type { FilesOwner } from './files-owner';
import { FolderBreadcrumbs } from './folder-breadcrumbs';
import { FolderContents } from './folder-contents';
import { QuotaMeter } from './quota-meter';
import { TreePanel } from './tree/tree-panel';
import { useBrowserParams } from './use-browser-params';

const PHONE = '(max-width: 720px)';

/** The file browser of one owner at one folder: `segments` are the folder names below the root, from the URL. */
export function FilesPage({ owner, segments, title }: { owner: FilesOwner; segments: string[]; title: string }) {
  const chain = useQuery(folderQueries.byPath(owner, segments));
  const { search, setSearch } = useBrowserParams();
  const phone = useMediaQuery(PHONE);

  if (chain.isPending) return <LoadingRows label="Loading folder…" rows={6} />;
  if (chain.isError) {
    if (isCanvasApiError(chain.error) && chain.error.isNotFound && segments.length > 0) {
      return (
        <ErrorView title="Folder not found" message="It may have been renamed, moved or deleted, or the address may be wrong.">
          <Link to={folderHref(owner, [])} className={buttonClassName('primary')}>
            Go to {title}
          </Link>
        </ErrorView>
      );
    }
    return <ErrorView error={chain.error} onRetry={() => void chain.refetch()} />;
  }
  const folders = chain.data;
  const root = folders[0];
  const folder = folders.at(-1);
  if (!root || !folder) return <ErrorView title="Folder not found" message="The server sent no folder for this path." />;
  // can_upload on the root is the owner-wide right to manage files (students: false, group members: true).
  const manages = root.can_upload === true;

  return (
    <div className="page page--fill files-page">
      <title>{`${folder.name} · ${title} · Lectern`}</title>
      <header className="files-header">
        <div className="files-header__main">
          <h1 className="files-header__title" tabIndex={-1} data-page-heading="">
            {folder.parent_folder_id === null ? title : folder.name}
          </h1>
          <FolderBreadcrumbs owner={owner} chain={folders} />
        </div>
        <div className="files-header__side">
          {manages ? <QuotaMeter owner={owner} /> : null}
          <DebouncedSearchBox className="files-header__search" label="Search files" placeholder="File name" urlValue={search} onSearch={setSearch} />
        </div>
      </header>
      <DragMoveProvider owner={owner} enabled={manages}>
        <div className="files-body">
          <TreePanel owner={owner} chain={folders} collapsible={phone} />
          <section className="files-main" aria-label={search.length >= 2 ? 'Search results' : folder.name}>
            <FolderContents key={`${folder.id}:${search}`} owner={owner} folder={folder} manages={manages} />
          </section>
        </div>
      </DragMoveProvider>
    </div>
  );
}
