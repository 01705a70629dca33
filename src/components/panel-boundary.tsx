import { QueryErrorResetBoundary } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary';
import { ErrorView } from './error-view';

export interface PanelBoundaryProps {
  children: ReactNode;
  resetKeys?: readonly unknown[];
}

/**
 * Wraps an independent panel so one failing query or render does not take the
 * whole page down; "Retry" also resets the failed queries inside it.
 */
export function PanelBoundary({ children, resetKeys }: PanelBoundaryProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          resetKeys={resetKeys}
          fallback={({ error, reset: retry }) => <ErrorView error={error} onRetry={retry} />}
        >
          {children}
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
