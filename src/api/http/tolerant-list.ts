import { z } from 'zod/mini';

/**
 * One malformed element never fails a whole list: an older Canvas, a Canvas-compatible service or one odd row
 * (a course with a null where a string belongs) would otherwise blank a page of 99 good ones. Good elements are
 * kept in order; the bad ones are reported once per response, by position and zod issue only (never values,
 * which may be names or emails), so a developer can find them without the console leaking who they are.
 */

/** The body of a list response before its elements are checked: an array of anything. */
export const unknownArray = z.array(z.unknown());

interface SkippedElement {
  index: number;
  /** zod/mini loads no English messages, so a wrong type's message is only "Invalid input": `expected` names the type. */
  issues: { path: string; code: string; message: string; expected?: string }[];
}

type Issue = z.core.$ZodIssue;

/** Each issue by path, code and message; a union's issues are those of each of its branches (a course, or the reduced one). */
function flatten(issues: readonly Issue[], prefix: readonly PropertyKey[]): SkippedElement['issues'] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) return issue.errors.flatMap((branch) => flatten(branch, path));
    const expected = issue.code === 'invalid_type' ? { expected: issue.expected } : {};
    return [{ path: path.map(String).join('.'), code: issue.code, message: issue.message, ...expected }];
  });
}

function describeIssues(error: z.core.$ZodError): SkippedElement['issues'] {
  return flatten(error.issues, []);
}

/** The path of the URL only: its query may hold a search term someone typed. */
function pathOf(url: string): string {
  try {
    return new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return '(unparsable URL)';
  }
}

export function keepValidElements<T>(items: readonly unknown[], schema: z.core.$ZodType<T>, url: string): T[] {
  const kept: T[] = [];
  const skipped: SkippedElement[] = [];
  items.forEach((item, index) => {
    const result = z.safeParse(schema, item);
    if (result.success) kept.push(result.data);
    else skipped.push({ index, issues: describeIssues(result.error) });
  });
  if (skipped.length > 0) {
    console.warn(`Lectern skipped ${skipped.length} of ${items.length} elements of ${pathOf(url)} that it could not read`, skipped);
  }
  return kept;
}
