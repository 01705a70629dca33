import { useQuery } from '@tanstack/react-query';
import { fileQueries } from '@/api/files';
import { formatFileSize } from '@/lib/file-size';
import type { FilesOwner } from './files-owner';

/**
 * Used of total, as a bar and in words. Only file managers may read the quota (§3.15: students get a 403), so
 * the page renders this for them alone, and a refusal simply shows nothing.
 */
export function QuotaMeter({ owner }: { owner: FilesOwner }) {
  const { data } = useQuery(fileQueries.quota(owner));
  if (!data) return null;
  const used = Math.min(data.quota_used, data.quota);
  const text = `${formatFileSize(data.quota_used)} of ${formatFileSize(data.quota)} used`;
  return (
    <div className="files-quota">
      <meter className="files-quota__bar" min={0} max={data.quota} value={used} low={data.quota * 0.75} high={data.quota * 0.9} optimum={0} aria-label="Storage used" aria-valuetext={text} />
      <span className="files-quota__text">{text}</span>
    </div>
  );
}
