import '@/styles/file-preview-shared.css';
import { useQuery } from '@tanstack/react-query';
import { fileContentQueries } from '@/api/file-contents';
import { formatFileSize } from '@/lib/file-size';

/** Enough to read an essay or a data file; longer files are cut, with the download link for the rest. */
export const TEXT_PREVIEW_MAX_BYTES = 100_000;
const MAX_BYTES = TEXT_PREVIEW_MAX_BYTES;

/** A text file's contents in a <pre>: React renders it as text, so nothing in the file is markup. */
export function TextPreview({ url, name, size }: { url: string; name: string; size: number }) {
  const query = useQuery({ ...fileContentQueries.text(url, MAX_BYTES), enabled: size > 0 });
  if (size === 0) return <p className="file-preview__note">The file is empty.</p>;
  if (query.isPending) return <p className="file-preview__note">Loading {name}…</p>;
  if (query.isError) return <p className="file-preview__note">The preview could not be loaded; the file can still be downloaded.</p>;
  return (
    <figure className="file-preview__text">
      <pre tabIndex={0} role="region" aria-label={`Contents of ${name}`}>
        {query.data.text}
      </pre>
      {query.data.truncated ? (
        <figcaption className="file-preview__note">Showing the first {formatFileSize(MAX_BYTES)}; download the file for the rest.</figcaption>
      ) : null}
    </figure>
  );
}
