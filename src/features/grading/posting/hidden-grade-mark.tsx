import type { PostableRow } from './hidden-grades';
import { isHiddenGrade } from './hidden-grades';

/** The rail's mark on a graded submission its student cannot see yet: an eye struck through, named for screen readers. */
export function HiddenGradeMark({ row }: { row: PostableRow }) {
  if (!isHiddenGrade(row)) return null;
  return (
    <span className="hidden-grade-mark" role="img" aria-label="Hidden from students" title="Hidden from students">
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <path d="M1 8s2.5-4.5 7-4.5S15 8 15 8s-2.5 4.5-7 4.5S1 8 1 8Z" fill="none" stroke="currentColor" strokeWidth="1.4" />
        <circle cx="8" cy="8" r="2" fill="currentColor" />
        <path d="M2 14 14 2" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
    </span>
  );
}
