import { useId, useRef, useState } from 'react';
import { ProgressBar } from 'react-aria-components';
import { Button } from '@/components/button';
import { formatFileSize } from '@/lib/file-size';
import { fileCount, percent, statusText, summaryMessage } from './upload-messages';
import type { UploadItem, UploadQueue } from './upload-queue';

export interface UploadPanelProps {
  items: readonly UploadItem[];
  queue: UploadQueue;
  /** A refusal of the whole batch (not enough space), shown until dismissed or the next batch. */
  notice: string | null;
  onDismissNotice: () => void;
}

/** The uploads region: each file with its progress and status, cancel and retry, and the batch's summary. */
export function UploadPanel({ items, queue, notice, onDismissNotice }: UploadPanelProps) {
  const headingId = useId();
  const listId = useId();
  // The panel floats over the list (a phone has no room beside it): it folds down to its header.
  const [collapsed, setCollapsed] = useState(false);
  if (items.length === 0 && !notice) return null;
  const active = items.filter((item) => item.status === 'queued' || item.status === 'uploading').length;
  const heading = active > 0 ? `Uploading ${fileCount(active)}` : 'Uploads';
  return (
    <section className="upload-panel" aria-labelledby={headingId}>
      <header className="upload-panel__header">
        <h2 id={headingId} className="upload-panel__title">
          {heading}
        </h2>
        {active > 0 ? (
          <Button size="sm" variant="ghost" onPress={() => queue.cancelAll()}>
            Cancel all
          </Button>
        ) : items.length > 0 ? (
          <Button size="sm" variant="ghost" onPress={() => queue.clearFinished()}>
            Clear finished
          </Button>
        ) : null}
        {items.length > 0 ? (
          <Button size="sm" variant="ghost" aria-expanded={!collapsed} aria-controls={listId} onPress={() => setCollapsed(!collapsed)}>
            {collapsed ? 'Show' : 'Hide'}
          </Button>
        ) : null}
      </header>
      {notice ? (
        <div role="alert" className="inline-alert inline-alert--error upload-panel__notice">
          <p>{notice}</p>
          <Button size="sm" variant="ghost" onPress={onDismissNotice}>
            Dismiss
          </Button>
        </div>
      ) : null}
      {items.length > 0 ? (
        <>
          <ul id={listId} className="upload-panel__list" hidden={collapsed}>
            {items.map((item) => (
              <UploadRow key={item.id} item={item} queue={queue} />
            ))}
          </ul>
          {active === 0 ? <p className="upload-panel__summary">{summaryMessage(items)}</p> : null}
        </>
      ) : null}
    </section>
  );
}

function UploadRow({ item, queue }: { item: UploadItem; queue: UploadQueue }) {
  const name = item.folderPath ? `${item.folderPath}/${item.file.name}` : item.file.name;
  const inFlight = item.status === 'queued' || item.status === 'uploading';
  const canRetry = item.status === 'failed' || item.status === 'cancelled';
  // Retry disappears as the file goes back in the queue: the focus moves to the file's name, not to the page.
  const nameRef = useRef<HTMLSpanElement>(null);
  const retry = () => {
    nameRef.current?.focus();
    queue.retry(item.id);
  };
  return (
    <li className="upload-row" data-status={item.status}>
      <div className="upload-row__head">
        <span ref={nameRef} className="upload-row__name" title={name} tabIndex={-1}>
          {name}
        </span>
        <span className="upload-row__size">{formatFileSize(item.file.size)}</span>
      </div>
      <ProgressBar aria-label={`Upload of ${name}`} value={percent(item)} valueLabel={statusText(item)} className="upload-row__bar">
        {({ percentage }) => (
          <div className="upload-row__track">
            <div className="upload-row__fill" style={{ width: `${percentage ?? 0}%` }} />
          </div>
        )}
      </ProgressBar>
      <div className="upload-row__foot">
        <span className="upload-row__status">{statusText(item)}</span>
        {inFlight ? (
          <Button size="sm" variant="ghost" aria-label={`Cancel ${name}`} onPress={() => queue.cancel(item.id)}>
            Cancel
          </Button>
        ) : null}
        {canRetry ? (
          <Button size="sm" variant="secondary" aria-label={`Retry ${name}`} onPress={retry}>
            Retry
          </Button>
        ) : null}
      </div>
    </li>
  );
}
