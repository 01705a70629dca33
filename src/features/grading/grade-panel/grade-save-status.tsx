import { VisuallyHidden } from '@/components/visually-hidden';
import type { GradeSaveState } from '../saving/grade-saving';

const TEXT: Record<GradeSaveState, string> = {
  saving: 'Saving…',
  saved: 'Saved',
  unsaved: 'Not saved — will retry',
  conflict: 'Changed by someone else',
  rejected: 'Not saved',
};

/** The look of save-status.tsx, with the grading states: the word carries the meaning, the icon is decorative. */
const LOOK: Record<GradeSaveState, 'saving' | 'saved' | 'failed'> = {
  saving: 'saving',
  saved: 'saved',
  unsaved: 'failed',
  conflict: 'failed',
  rejected: 'failed',
};

export interface GradeSaveStatusProps {
  state: GradeSaveState | undefined;
  message?: string;
  /** Typed but not handed to the saving queue yet (a warning to confirm, or a grader who moved away). */
  pending?: boolean;
  label: string;
}

/** Always rendered (polite status region) so each change is announced, like SaveStatus. */
export function GradeSaveStatus({ state, message, pending = false, label }: GradeSaveStatusProps) {
  // Typed, not sent: a neutral nudge rather than an alarm while the grader is still typing.
  const text = pending ? 'Not saved yet: press Enter to save' : state ? TEXT[state] : '';
  const look = pending ? 'pending' : state ? LOOK[state] : 'idle';
  return (
    <span role="status" className={`save-status save-status--${look} grade-save-status`}>
      {text ? (
        <>
          {look === 'saving' ? (
            <span className="spinner spinner--sm" aria-hidden="true" />
          ) : look === 'pending' ? null : (
            <svg className="save-status__icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
              {look === 'saved' ? <path d="M3.5 8.5 6.5 11.5 12.5 4.5" /> : <path d="M4.5 4.5l7 7M11.5 4.5l-7 7" />}
            </svg>
          )}
          <VisuallyHidden>{`${label}: `}</VisuallyHidden>
          <span>{text}</span>
          {state === 'rejected' && message && !pending ? <span className="grade-save-status__message">{`: ${message}`}</span> : null}
        </>
      ) : null}
    </span>
  );
}
