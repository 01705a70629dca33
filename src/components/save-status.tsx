import { VisuallyHidden } from './visually-hidden';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

const TEXT: Record<SaveState, string> = { idle: '', saving: 'Saving…', saved: 'Saved', failed: 'Not saved' };

export interface SaveStatusProps {
  state: SaveState;
  /** Names the field for screen readers, which hear the status after focus has moved on. */
  label: string;
}

/**
 * Per-field save feedback. The status region (polite) is always rendered, empty when idle, so screen
 * readers announce each change; the icon is decorative, the word carries the meaning.
 */
export function SaveStatus({ state, label }: SaveStatusProps) {
  return (
    <span role="status" className={`save-status save-status--${state}`}>
      {state === 'idle' ? null : (
        <>
          <StatusIcon state={state} />
          <VisuallyHidden>{`${label}: `}</VisuallyHidden>
          {TEXT[state]}
        </>
      )}
    </span>
  );
}

function StatusIcon({ state }: { state: SaveState }) {
  if (state === 'saving') return <span className="spinner spinner--sm" aria-hidden="true" />;
  return (
    <svg className="save-status__icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      {state === 'saved' ? <path d="M3.5 8.5 6.5 11.5 12.5 4.5" /> : <path d="M4.5 4.5l7 7M11.5 4.5l-7 7" />}
    </svg>
  );
}
