import { useEffect, useRef } from 'react';
import { ErrorView } from '../error-view';
import { NativeButton } from '../native-button';

const TITLE = 'This could not be opened';

/**
 * Shown instead of a dialog or menu whose code could not be downloaded (usually a redeploy or a dropped connection).
 * A native modal dialog, so it needs no chunk of its own: it takes focus, Escape closes it, focus goes back to the
 * trigger, and the page behind keeps what was typed into it. Only a reload fetches the code again, since the
 * browser remembers a failed module import.
 */
export function OverlayLoadFailed({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  return (
    <dialog ref={ref} aria-label={TITLE} className="modal modal--native" onClose={onClose}>
      <ErrorView title={TITLE} message="Lectern may have been updated, or the connection dropped. Reload to try again.">
        <NativeButton onClick={() => ref.current?.close()}>Close</NativeButton>
        <NativeButton variant="primary" onClick={() => window.location.reload()}>
          Reload
        </NativeButton>
      </ErrorView>
    </dialog>
  );
}
