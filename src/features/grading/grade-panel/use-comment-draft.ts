import { useEffect, useRef, useState } from 'react';
import { readDraft, writeDraft, type DraftKey } from './comment-drafts';

const WRITE_DELAY_MS = 300;

/**
 * The composer's text backed by the draft store: read when the student is shown, written shortly after typing
 * stops, and at once when the grader moves away (unmount) or the page goes, so a quick switch or reload never
 * loses the last words. The panel keys the composer by student, so the key is fixed for the hook's life.
 */
export function useCommentDraft(key: DraftKey) {
  const [text, setTextState] = useState(() => readDraft(key));
  const keyRef = useRef(key);
  const latest = useRef(text);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const flush = useRef(() => {
    if (pending.current === null) return;
    clearTimeout(pending.current);
    pending.current = null;
    writeDraft(keyRef.current, latest.current);
  });
  const setText = (next: string) => {
    setTextState(next);
    latest.current = next;
    if (pending.current !== null) clearTimeout(pending.current);
    pending.current = setTimeout(flush.current, WRITE_DELAY_MS);
  };
  /** After a send: clears the draft unless the grader typed more meanwhile, which is then the new draft. */
  const clearIfUnchanged = (sent: string) => {
    if (latest.current !== sent) return;
    if (pending.current !== null) clearTimeout(pending.current);
    pending.current = null;
    writeDraft(keyRef.current, '');
    latest.current = '';
    setTextState('');
  };
  useEffect(() => {
    const flushNow = flush.current;
    window.addEventListener('pagehide', flushNow);
    return () => {
      window.removeEventListener('pagehide', flushNow);
      flushNow();
    };
  }, []);
  return { text, setText, clearIfUnchanged };
}
