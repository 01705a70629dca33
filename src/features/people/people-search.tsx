import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { MIN_SEARCH_LENGTH } from '@/api/course-users';
import { SearchBox } from '@/components/search-box';

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

  return (
    <SearchBox
      className="people-search"
      label="Search people"
      placeholder="Name, email or login"
      value={value}
      onChange={onChange}
      minLength={MIN_SEARCH_LENGTH}
    />
  );
}
