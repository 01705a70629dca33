import type { ReactNode } from 'react';
import { ErrorView } from './error-view';
import { NativeButton } from './native-button';

export const NEW_VERSION_TITLE = 'A new version is available';

/**
 * Code of the page could not be downloaded (a route's, or a dialog's): only a reload, which fetches the current
 * version, can help. Shown as the page, or inside the dialog that could not open (dialog/overlay-load-failed.tsx).
 */
export function NewVersionError({ variant, children }: { variant: 'page' | 'panel'; children?: ReactNode }) {
  return (
    <ErrorView
      variant={variant}
      title={NEW_VERSION_TITLE}
      message="This page’s code could not be loaded, usually because Lectern was updated or the connection dropped."
    >
      {children}
      <NativeButton variant="primary" onClick={() => window.location.reload()}>
        Reload
      </NativeButton>
    </ErrorView>
  );
}
