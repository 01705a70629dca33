import { useEffect, useId, useRef, useState } from 'react';
import type { z } from 'zod/mini';
import type { CanvasFile, licenseSchema } from '@/api/schemas/file';
import { Button } from '@/components/button';
import { useMediaQuery } from '@/components/use-media-query';
import { FileInfoPanel } from './file-info-panel';
import { FileViewer } from './file-viewer';
import { PreviewFrame } from './preview-frame';

/** Where the file is among the loaded ones; `more` when the list has pages not loaded yet ("100 of 100+"). */
export type PreviewPosition = { index: number; total: number; more?: boolean; onPrevious?: () => void; onNext?: () => void };

/** Keys typed into a control keep their meaning there: a video seeks, a field moves its caret. */
function ownsArrowKeys(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.closest('input, textarea, select, audio, video, [contenteditable="true"]') !== null);
}

/**
 * The full-screen viewer: React Aria's modal traps focus, makes the page behind inert and closes on Escape.
 * ←/→ step through the folder's files; the info panel starts open where there is room beside the file.
 */
export function PreviewDialog(props: {
  file: CanvasFile;
  position: PreviewPosition | null;
  licenses: z.infer<typeof licenseSchema>[] | undefined;
  timeZone: string | undefined;
  onClose: () => void;
}) {
  const { file, position, licenses, timeZone, onClose } = props;
  const wide = useMediaQuery('(min-width: 56rem)');
  const [infoOpen, setInfoOpen] = useState(wide);
  const infoId = useId();
  const onPrevious = position?.onPrevious;
  const onNext = position?.onNext;
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);

  // Stepping onto the first or last file disables the button just pressed: keep focus on the other one.
  const stepped = useRef(false);
  useEffect(() => {
    // Not on opening: the dialog takes focus itself then.
    if (!stepped.current) {
      stepped.current = true;
      return;
    }
    const focused = document.activeElement;
    const lost = focused === null || focused === document.body || (focused instanceof HTMLButtonElement && focused.disabled);
    if (!lost) return;
    if (!onNext && onPrevious) previousRef.current?.focus();
    else if (!onPrevious && onNext) nextRef.current?.focus();
  }, [onPrevious, onNext]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || ownsArrowKeys(event.target)) return;
      const step = event.key === 'ArrowLeft' ? onPrevious : event.key === 'ArrowRight' ? onNext : undefined;
      if (!step) return;
      event.preventDefault();
      step();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onPrevious, onNext]);

  return (
    <PreviewFrame
      title={file.display_name}
      onClose={onClose}
      actions={
        <>
          {position ? (
            <>
              <Button ref={previousRef} size="sm" variant="secondary" isDisabled={!onPrevious} onPress={onPrevious}>
                Previous file
              </Button>
              <p className="file-preview__position" aria-live="polite" aria-atomic="true">
                <span className="visually-hidden">{file.display_name}, </span>
                {position.index + 1} of {position.total}
                {position.more ? '+' : ''}
              </p>
              <Button ref={nextRef} size="sm" variant="secondary" isDisabled={!onNext} onPress={onNext}>
                Next file
              </Button>
            </>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            className="file-preview__info-toggle"
            aria-expanded={infoOpen}
            aria-controls={infoOpen ? infoId : undefined}
            onPress={() => setInfoOpen((open) => !open)}
          >
            Info
          </Button>
          {file.url ? (
            <a className="btn btn--secondary btn--sm" href={file.url} download={file.display_name}>
              Download
            </a>
          ) : null}
        </>
      }
    >
      <div className={infoOpen ? 'file-preview__body file-preview__body--info' : 'file-preview__body'}>
        <div className="file-preview__stage">
          <FileViewer key={file.id} file={file} />
        </div>
        {infoOpen ? <FileInfoPanel id={infoId} file={file} licenses={licenses} timeZone={timeZone} /> : null}
      </div>
    </PreviewFrame>
  );
}
