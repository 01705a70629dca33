import { lazy, Suspense } from 'react';
import type { CanvasFile } from '@/api/schemas/file';
import { Spinner } from '@/components/spinner';
import { formatFileSize } from '@/lib/file-size';
import { previewKind } from '@/components/file-preview/preview-kind';
import { TextPreview } from '@/components/file-preview/text-preview';

// pdf.js is large: its chunk loads only when a PDF is shown.
const PdfPreview = lazy(() => import('@/components/file-preview/pdf-preview').then((module) => ({ default: module.PdfPreview })));

/** Each file with its size and a download link, and a preview where the browser can show it safely. */
export function AttachmentList({ files, label = 'Files' }: { files: readonly CanvasFile[]; label?: string }) {
  return (
    <ul className="submission-files" aria-label={label}>
      {files.map((file) => (
        <li key={file.id} className="submission-files__item">
          <div className="submission-files__meta">
            <span className="submission-files__name">{file.display_name}</span>
            <span className="submission-files__size">{formatFileSize(file.size)}</span>
            {file.url ? (
              <a className="submission-files__download" href={file.url} download={file.display_name} aria-label={`Download ${file.display_name}`}>
                Download
              </a>
            ) : null}
          </div>
          {file.url ? <FilePreview file={file} /> : null}
        </li>
      ))}
    </ul>
  );
}

function FilePreview({ file }: { file: CanvasFile }) {
  switch (previewKind(file)) {
    case 'image':
      return <img className="submission-files__image" src={file.url} alt={file.display_name} loading="lazy" />;
    case 'pdf':
      return (
        <Suspense fallback={<Spinner label={`Loading ${file.display_name}`} />}>
          <PdfPreview url={file.url} name={file.display_name} />
        </Suspense>
      );
    case 'text':
      return <TextPreview url={file.url} name={file.display_name} size={file.size} />;
    case 'audio':
      return <audio className="submission-files__media" controls preload="metadata" src={file.url} aria-label={file.display_name} />;
    case 'video':
      return <video className="submission-files__media" controls preload="metadata" src={file.url} aria-label={file.display_name} />;
    default:
      return null;
  }
}
