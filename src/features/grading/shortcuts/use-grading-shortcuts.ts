import { useEffect, useRef } from 'react';
import { replayKeysPressedBeforeStart } from '@/lib/keys-before-start';
import { shortcutFor, type ShortcutAction } from './grading-shortcuts';

/**
 * Listens for the shortcuts on the document while the grading view is mounted. Handlers are read through a ref so
 * the listener is added once, yet always calls the newest handlers (the selected student changes on every press).
 * Keys pressed on the server's drawing of the view, before the app ran, are taken then.
 */
export function useGradingShortcuts(handlers: Record<ShortcutAction, () => void>): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutFor(event);
      if (!action) return;
      event.preventDefault();
      latest.current[action]();
    };
    document.addEventListener('keydown', onKeyDown);
    void replayKeysPressedBeforeStart();
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
