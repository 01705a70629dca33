import type { z } from 'zod/mini';
import type { CanvasFile, licenseSchema } from '@/api/schemas/file';
import { DetailItem } from '@/components/detail-item';
import { formatDate } from '@/lib/dates';
import { formatFileSize } from '@/lib/file-size';

type License = z.infer<typeof licenseSchema>;

const JUSTIFICATIONS: Record<string, string> = {
  own_copyright: 'I hold the copyright',
  used_by_permission: 'I have obtained permission to use this file',
  public_domain: 'The material is in the public domain',
  fair_use: 'The material is subject to an exception, e.g. fair use',
  creative_commons: 'The material is licensed under Creative Commons',
};

/** In the owner's zone (a course's), like every other date in the app; the browser's own zone otherwise. */
const dateTime = (iso: string | null | undefined, timeZone: string | undefined) => formatDate(iso, { style: 'date-time', timeZone });

/** Published, unpublished, hidden (link only) and the availability window, as the files page's state column reads. */
function fileStateText(file: CanvasFile, timeZone: string | undefined): string {
  const parts = [file.locked ? 'Unpublished' : file.hidden ? 'Hidden: only available with the link' : 'Published'];
  const from = dateTime(file.unlock_at, timeZone);
  const until = dateTime(file.lock_at, timeZone);
  if (from) parts.push(`available from ${from}`);
  if (until) parts.push(`until ${until}`);
  return parts.join(', ');
}

/** The file's details beside (or, at phone width, below) the viewer. */
export function FileInfoPanel(props: { file: CanvasFile; id: string; licenses: License[] | undefined; timeZone: string | undefined }) {
  const { file, id, licenses, timeZone } = props;
  const rights = file.usage_rights;
  // The link comes from the owner's content_licenses, so a Canvas with more licenses links them too.
  const license = rights ? licenses?.find((entry) => entry.id === rights.license)?.url : undefined;
  return (
    <aside id={id} className="file-preview-info" aria-label={`Details of ${file.display_name}`}>
      <dl className="details-list file-preview-info__list">
        <DetailItem term="Name">{file.display_name}</DetailItem>
        <DetailItem term="Size">{formatFileSize(file.size)}</DetailItem>
        <DetailItem term="Type">{file['content-type']}</DetailItem>
        <DetailItem term="Created">{dateTime(file.created_at, timeZone)}</DetailItem>
        <DetailItem term="Modified">{dateTime(file.modified_at ?? file.updated_at, timeZone)}</DetailItem>
        <DetailItem term="Modified by">{file.user?.display_name}</DetailItem>
        <DetailItem term="Usage rights">{rights ? (JUSTIFICATIONS[rights.use_justification] ?? rights.use_justification) : null}</DetailItem>
        {rights ? (
          <DetailItem term="License">
            {license ? (
              <a href={license} target="_blank" rel="noopener noreferrer">
                {rights.license_name}
              </a>
            ) : (
              rights.license_name
            )}
          </DetailItem>
        ) : null}
        {rights ? <DetailItem term="Copyright holder">{rights.legal_copyright}</DetailItem> : null}
        <DetailItem term="State">{fileStateText(file, timeZone)}</DetailItem>
      </dl>
      {file.url ? (
        <a className="btn btn--secondary btn--sm file-preview-info__download" href={file.url} download={file.display_name}>
          Download {file.display_name}
        </a>
      ) : null}
    </aside>
  );
}
