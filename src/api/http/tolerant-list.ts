import { z } from 'zod';

/**
 * One malformed element never fails a whole list: an older Canvas, a Canvas-compatible service or one odd row
 * (a course with a null where a string belongs) would otherwise blank a page of 99 good ones. Good elements are
 * kept in order; the bad ones are reported once per response, by position and zod issue only (never values,
 * which may be names or emails), so a developer can find them without the console leaking who they are.
 */

/** The body of a list response before its elements are checked: an array of anything. */
export const unknownArray = z.array(z.unknown());

export interface SkippedElement {
  index: number;
  issues: { path: string; code: string; message: string }[];
}

export function describeIssues(error: z.ZodError): SkippedElement['issues'] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), code: issue.code, message: issue.message }));
}

/** The path of the URL only: its query may hold a search term someone typed. */
function pathOf(url: string): string {
  try {
    return new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return '(unparsable URL)';
  }
}

export function keepValidElements<T>(items: readonly unknown[], schema: z.ZodType<T>, url: string): T[] {
  const kept: T[] = [];
  const skipped: SkippedElement[] = [];
  items.forEach((item, index) => {
    const result = schema.safeParse(item);
    if (result.success) kept.push(result.data);
    else skipped.push({ index, issues: describeIssues(result.error) });
  });
  if (skipped.length > 0) {
    console.warn(`Lectern skipped ${skipped.length} of ${items.length} elements of ${pathOf(url)} that it could not read`, skipped);
  }
  return kept;
}
