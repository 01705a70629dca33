import { lazy, Suspense } from 'react';
import type { CanvasFile } from '@/api/schemas/file';
import { TextPreview } from '@/components/file-preview/text-preview';
import { Spinner } from '@/components/spinner';
import { viewerKind } from './viewer-kind';

// pdf.js is large: its chunk loads only when a PDF is shown (the grading view's lazy preview, shared).
const PdfPreview = lazy(() => import('@/components/file-preview/pdf-preview').then((module) => ({ default: module.PdfPreview })));

/**
 * The file itself, by kind. Keyed by file id by the caller, so stepping to another file starts each viewer
 * afresh (a video never keeps playing the previous file's sound).
 */
export function FileViewer({ file }: { file: CanvasFile }) {
  const name = file.display_name;
  // A file locked for the caller comes without a url (§3.2): there are no bytes to show.
  if (!file.url) return <p className="file-preview__note">{name} is locked and cannot be previewed yet.</p>;
  switch (viewerKind(file)) {
    case 'image':
      return <img className="file-viewer__image" src={file.url} alt={name} />;
    case 'pdf':
      return (
        <Suspense fallback={<Spinner label={`Loading ${name}`} />}>
          <div className="file-viewer__document">
            <PdfPreview url={file.url} name={name} />
          </div>
        </Suspense>
      );
    case 'text':
      return (
        <div className="file-viewer__document">
          <TextPreview url={file.url} name={name} size={file.size} />
        </div>
      );
    case 'source':
      return (
        <div className="file-viewer__document">
          <p className="file-preview__note">Shown as source: {name} is a document that could run script, so it is never opened here.</p>
          <TextPreview url={file.url} name={name} size={file.size} />
        </div>
      );
    case 'audio':
      return <audio className="file-viewer__audio" controls preload="metadata" src={file.url} aria-label={name} />;
    case 'video':
      return <video className="file-viewer__video" controls preload="metadata" src={file.url} aria-label={name} />;
    default:
      return <NoPreview file={file} />;
  }
}

function NoPreview({ file }: { file: CanvasFile }) {
  return (
    <div className="file-viewer__none">
      <svg className="file-viewer__icon" viewBox="0 0 24 24" width="48" height="48" aria-hidden="true">
        <path d="M6 2h8l6 6v14H6z M14 2v6h6" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      </svg>
      <p>No preview for this type</p>
      {file.url ? (
        <a className="btn btn--primary" href={file.url} download={file.display_name}>
          Download {file.display_name}
        </a>
      ) : null}
    </div>
  );
}
