import { useEffect, useRef } from 'react';

interface FormErrorItem {
  message: string;
  /** Id of the control the error belongs to; rendered as an in-page link. */
  fieldId?: string;
}

export interface FormErrorSummaryProps {
  errors: readonly FormErrorItem[];
  title?: string;
}

/**
 * Form-level errors (server failures, errors without a field). It takes focus
 * when it appears so keyboard and screen-reader users land on the problem.
 */
export function FormErrorSummary({ errors, title = 'There is a problem' }: FormErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const hasErrors = errors.length > 0;
  useEffect(() => {
    if (hasErrors) ref.current?.focus();
  }, [hasErrors, errors]);
  if (!hasErrors) return null;
  return (
    <div ref={ref} role="alert" tabIndex={-1} className="form-error-summary">
      <h2 className="form-error-summary__title">{title}</h2>
      <ul className="form-error-summary__list">
        {errors.map((error) => (
          <li key={`${error.fieldId ?? ''}:${error.message}`}>
            {error.fieldId ? <a href={`#${error.fieldId}`}>{error.message}</a> : error.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
