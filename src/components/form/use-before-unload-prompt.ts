import { useEffect } from 'react';

/** While `when` holds, the browser asks before a reload or closing the tab (its own prompt; the text is its own). */
export function useBeforeUnloadPrompt(when: boolean): void {
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
}
