import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { MIN_SEARCH_LENGTH } from '@/api/course-users';
import { SearchBox } from './search-box';
import { useDebouncedValue } from './use-debounced-value';

export interface DebouncedSearchBoxProps {
  label: string;
  placeholder: string;
  className?: string;
  /** The search in the URL; when something else changes it (a "Clear filters" button), the field follows. */
  urlValue: string;
  /** Called once typing pauses, with a term long enough to send or undefined for no search. */
  onSearch: (term: string | undefined) => void;
}

/** A server-side search field kept in the URL: typing settles for 300 ms, and one character is never sent. */
export function DebouncedSearchBox({ label, placeholder, className, urlValue, onSearch }: DebouncedSearchBoxProps) {
  const [value, setValue] = useState(urlValue);
  const settled = useDebouncedValue(value.trim(), 300);
  const lastSent = useRef(urlValue);
  // The debounce settles after later renders; it must call the newest onSearch, whose URL is current.
  const latestOnSearch = useRef(onSearch);
  useLayoutEffect(() => {
    latestOnSearch.current = onSearch;
  }, [onSearch]);

  useEffect(() => {
    const term = settled.length >= MIN_SEARCH_LENGTH ? settled : '';
    if (term === lastSent.current) return;
    lastSent.current = term;
    latestOnSearch.current(term || undefined);
  }, [settled]);

  useEffect(() => {
    if (urlValue === lastSent.current) return;
    lastSent.current = urlValue;
    setValue(urlValue);
  }, [urlValue]);

  return (
    <SearchBox
      className={className}
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={setValue}
      minLength={MIN_SEARCH_LENGTH}
    />
  );
}
