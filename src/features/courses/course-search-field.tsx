import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import { useDebouncedValue } from '@/components/use-debounced-value';
import { MIN_COURSE_SEARCH_LENGTH } from './account-course-filters';

export interface CourseSearchFieldProps {
  /** The search in the URL; when something else changes it (a "Clear search" button), the field follows. */
  urlValue: string;
  /** Called once typing pauses, with a term long enough to send or undefined for no search. */
  onSearch: (term: string | undefined) => void;
}

/** Searches course names, codes and ids on the server (search_term); one character is not sent. */
export function CourseSearchField({ urlValue, onSearch }: CourseSearchFieldProps) {
  const [value, setValue] = useState(urlValue);
  const settled = useDebouncedValue(value.trim(), 300);
  const hintId = useId();
  const lastSent = useRef(urlValue);
  // The debounce settles after later renders; it must call the newest onSearch, whose URL is current.
  const latestOnSearch = useRef(onSearch);
  useLayoutEffect(() => {
    latestOnSearch.current = onSearch;
  }, [onSearch]);

  useEffect(() => {
    const term = settled.length >= MIN_COURSE_SEARCH_LENGTH ? settled : '';
    if (term === lastSent.current) return;
    lastSent.current = term;
    latestOnSearch.current(term || undefined);
  }, [settled]);

  useEffect(() => {
    if (urlValue === lastSent.current) return;
    lastSent.current = urlValue;
    setValue(urlValue);
  }, [urlValue]);

  const tooShort = value.trim().length > 0 && value.trim().length < MIN_COURSE_SEARCH_LENGTH;
  return (
    <div className="course-search">
      <SearchField value={value} onChange={setValue} className="search-field" aria-describedby={hintId}>
        <Label className="field__label">Search courses</Label>
        <div className="search-field__control">
          <svg className="search-field__icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
            <circle cx="7" cy="7" r="4.5" />
            <path d="M10.5 10.5 14 14" />
          </svg>
          <Input className="field__input search-field__input" placeholder="Name, code or id" />
          <Button className="search-field__clear" aria-label="Clear search">
            <span aria-hidden="true">×</span>
          </Button>
        </div>
      </SearchField>
      <p id={hintId} className={tooShort ? 'search-hint search-hint--active' : 'search-hint'} aria-live="polite">
        {tooShort ? `Type at least ${MIN_COURSE_SEARCH_LENGTH} characters` : ''}
      </p>
    </div>
  );
}
