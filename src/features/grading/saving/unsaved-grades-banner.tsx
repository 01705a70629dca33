import { NativeButton } from '@/components/native-button';

/**
 * Counts the grades waiting in the local queue. The live region is always in the page (empty when all is saved) so
 * screen readers hear it appear and change; polite, because the grader's work is safe and nothing needs doing.
 */
export function UnsavedGradesBanner({ unsavedCount, retryNow }: { unsavedCount: number; retryNow: () => void }) {
  return (
    <div className="unsaved-grades" role="status">
      {unsavedCount > 0 ? (
        <div className="unsaved-grades__banner">
          <span className="unsaved-grades__dot" aria-hidden="true" />
          <p className="unsaved-grades__text">
            {unsavedCount === 1 ? '1 grade not saved yet.' : `${unsavedCount} grades not saved yet.`} Retrying…
            <span className="unsaved-grades__hint"> They are kept on this device until the server takes them.</span>
          </p>
          <NativeButton size="sm" variant="secondary" onClick={retryNow}>
            Retry now
          </NativeButton>
        </div>
      ) : null}
    </div>
  );
}
