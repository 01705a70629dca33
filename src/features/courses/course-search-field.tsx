import { DebouncedSearchBox } from '@/components/debounced-search-box';

export interface CourseSearchFieldProps {
  /** The search in the URL; when something else changes it (a "Clear search" button), the field follows. */
  urlValue: string;
  /** Called once typing pauses, with a term long enough to send or undefined for no search. */
  onSearch: (term: string | undefined) => void;
}

/** Searches course names, codes and ids on the server (search_term); one character is not sent. */
export function CourseSearchField({ urlValue, onSearch }: CourseSearchFieldProps) {
  return (
    <DebouncedSearchBox
      className="course-search"
      label="Search courses"
      placeholder="Name, code or id"
      urlValue={urlValue}
      onSearch={onSearch}
    />
  );
}
