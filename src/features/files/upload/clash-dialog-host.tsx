import { useSyncExternalStore } from 'react';
import { lazyOverlay } from '@/components/dialog/lazy-overlay';
import type { ClashPrompt } from './clash-prompt';

// React Aria's modal and the dialog load when an upload starts, before any clash can be asked about.
const ClashDialog = lazyOverlay(() => import('./clash-dialog').then((module) => module.ClashDialog));

export const preloadClashDialog = ClashDialog.preload;

/** The dialog for the prompt's first waiting question, if any. */
export function ClashDialogHost({ prompt }: { prompt: ClashPrompt }) {
  const questions = useSyncExternalStore(prompt.subscribe, prompt.getSnapshot, prompt.getSnapshot);
  const current = questions[0];
  if (!current) return null;
  return (
    <ClashDialog
      key={`${current.folder}/${current.name}/${questions.length}`}
      question={current}
      later={Math.max(questions.length - 1, current.later)}
      onAnswer={prompt.answer}
      onClose={() => prompt.answer('skip', false)}
    />
  );
}
