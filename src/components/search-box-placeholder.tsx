export interface SearchBoxPlaceholderProps {
  label: string;
  placeholder: string;
  value: string;
  className?: string;
}

/**
 * Stands in for a lazily loaded SearchBox while its code arrives: the same elements and classes, so it takes the
 * same room at every width and nothing below it moves when the real field replaces it. Inert: a term typed here
 * would be lost in the swap.
 */
export function SearchBoxPlaceholder({ label, placeholder, value, className }: SearchBoxPlaceholderProps) {
  return (
    <div className={className} inert aria-hidden="true">
      <div className="search-field" data-empty={value === '' || undefined}>
        <span className="field__label">{label}</span>
        <div className="search-field__control">
          <SearchIcon />
          <input className="field__input search-field__input" placeholder={placeholder} defaultValue={value} readOnly tabIndex={-1} />
        </div>
      </div>
      <p className="search-hint" />
    </div>
  );
}

/** The magnifier drawn inside a search field's input. */
function SearchIcon() {
  return (
    <svg className="search-field__icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <circle cx="7" cy="7" r="4.5" />
      <path d="M10.5 10.5 14 14" />
    </svg>
  );
}
