import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { MIN_SEARCH_LENGTH } from '@/api/course-users';
import { SearchBox } from '@/components/search-box';
import { useDebouncedValue } from '@/components/use-debounced-value';

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
      className="course-search"
      label="Search courses"
      placeholder="Name, code or id"
      value={value}
      onChange={setValue}
      minLength={MIN_SEARCH_LENGTH}
    />
  );
}
