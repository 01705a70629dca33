export interface SpinnerProps {
  /** When set, the spinner is announced (role=status); otherwise it is decorative. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}

export function Spinner({ label, size = 'md' }: SpinnerProps) {
  const spinner = <span className={`spinner spinner--${size}`} aria-hidden="true" />;
  if (!label) return spinner;
  return (
    <span role="status" className="spinner-label">
      {spinner}
      <span className="spinner-label__text">{label}</span>
    </span>
  );
}
