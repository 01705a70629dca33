import { useEffect, useRef } from 'react';
import { NativeButton } from '../native-button';
import { NEW_VERSION_TITLE, NewVersionError } from '../new-version-error';

/**
 * Shown instead of a dialog or menu whose code could not be downloaded (usually a redeploy or a dropped connection).
 * A native modal dialog around the page's own message, so it needs no chunk of its own: it takes focus, Escape
 * closes it, focus goes back to the trigger, and the page behind keeps what was typed into it until a reload.
 */
export function OverlayLoadFailed({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  return (
    <dialog ref={ref} aria-label={NEW_VERSION_TITLE} className="modal modal--native" onClose={onClose}>
      <NewVersionError variant="panel">
        <NativeButton onClick={() => ref.current?.close()}>Close</NativeButton>
      </NewVersionError>
    </dialog>
  );
}
