import { useId } from 'react';
import { Button, Input, Label, SearchField } from 'react-aria-components';

export interface SearchBoxProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Shorter terms are not searched; the hint under the field says how many characters it needs. */
  minLength: number;
  className?: string;
}

/** A labelled search field with a clear button and a live hint while the term is too short to send. */
export function SearchBox({ label, placeholder, value, onChange, minLength, className }: SearchBoxProps) {
  const hintId = useId();
  const tooShort = value.trim().length > 0 && value.trim().length < minLength;
  return (
    <div className={className}>
      <SearchField value={value} onChange={onChange} className="search-field" aria-describedby={hintId}>
        <Label className="field__label">{label}</Label>
        <div className="search-field__control">
          <svg className="search-field__icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
            <circle cx="7" cy="7" r="4.5" />
            <path d="M10.5 10.5 14 14" />
          </svg>
          <Input className="field__input search-field__input" placeholder={placeholder} />
          <Button className="search-field__clear" aria-label="Clear search">
            <span aria-hidden="true">×</span>
          </Button>
        </div>
      </SearchField>
      <p id={hintId} className={tooShort ? 'search-hint search-hint--active' : 'search-hint'} aria-live="polite">
        {tooShort ? `Type at least ${minLength} characters` : ''}
      </p>
    </div>
  );
}
