import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import { MIN_SEARCH_LENGTH } from '@/api/course-users';

export interface PeopleSearchProps {
  /** The search in the URL when the field mounted. */
  initialValue: string;
  /** Called 300 ms after typing stops with the term to search, or undefined to show everyone. */
  onSearch: (term: string | undefined) => void;
}

const DEBOUNCE_MS = 300;

/**
 * Server-side search over name, login and email (search_term, §2.10). One character is never sent:
 * Canvas refuses it with a 400, so the field explains what it needs instead.
 */
export function PeopleSearch({ initialValue, onSearch }: PeopleSearchProps) {
  const [value, setValue] = useState(initialValue);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hintId = useId();
  // The timer fires after later renders; it must call the newest onSearch, whose URL is current.
  const latestOnSearch = useRef(onSearch);
  useLayoutEffect(() => {
    latestOnSearch.current = onSearch;
  }, [onSearch]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = (next: string) => {
    setValue(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const term = next.trim();
      latestOnSearch.current(term.length >= MIN_SEARCH_LENGTH ? term : undefined);
    }, DEBOUNCE_MS);
  };

  const tooShort = value.trim().length > 0 && value.trim().length < MIN_SEARCH_LENGTH;
  return (
    <div className="people-search">
      <SearchField value={value} onChange={onChange} className="search-field" aria-describedby={hintId}>
        <Label className="field__label">Search people</Label>
        <div className="search-field__control">
          <svg className="search-field__icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
            <circle cx="7" cy="7" r="4.5" />
            <path d="M10.5 10.5 14 14" />
          </svg>
          <Input className="field__input search-field__input" placeholder="Name, email or login" />
          <Button className="search-field__clear" aria-label="Clear search">
            <span aria-hidden="true">×</span>
          </Button>
        </div>
      </SearchField>
      <p id={hintId} className={tooShort ? 'search-hint search-hint--active' : 'search-hint'} aria-live="polite">
        {tooShort ? `Type at least ${MIN_SEARCH_LENGTH} characters` : ''}
      </p>
    </div>
  );
}
