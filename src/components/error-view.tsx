import type { ReactNode } from 'react';
import { describeError } from '@/api/http/describe-error';
import { NativeButton } from './native-button';

export interface ErrorViewProps {
  error?: unknown;
  /** Overrides the title derived from `error`. */
  title?: string;
  message?: ReactNode;
  onRetry?: () => void;
  /** `page` for route-level errors, `panel` inside a card or table. */
  variant?: 'page' | 'panel';
  children?: ReactNode;
}

/** role=alert so the failure is announced when it replaces content. */
export function ErrorView({ error, title, message, onRetry, variant = 'panel', children }: ErrorViewProps) {
  const described = describeError(error);
  const HeadingTag = variant === 'page' ? 'h1' : 'h2';
  // A Retry button that can only fail again (403, 404) is worse than none.
  const retry = onRetry && (error === undefined || described.retryable) ? onRetry : undefined;
  return (
    <div role="alert" className={`error-view error-view--${variant}`}>
      <HeadingTag className="error-view__title" tabIndex={variant === 'page' ? -1 : undefined} data-page-heading={variant === 'page' ? '' : undefined}>
        {title ?? described.title}
      </HeadingTag>
      <p className="error-view__message">{message ?? described.message}</p>
      {retry || children ? (
        <div className="error-view__actions">
          {retry ? (
            <NativeButton variant="secondary" onClick={retry}>
              Retry
            </NativeButton>
          ) : null}
          {children}
        </div>
      ) : null}
    </div>
  );
}
