import { z } from 'zod/mini';
import type { PostingChoice } from '@/api/post-policies';
import type { Section } from '@/api/schemas/section';
import { formatCount } from '@/lib/format-count';
import type { PostingCounts } from './hidden-grades';

export type PostingAction = 'post' | 'hide';

export const postingFormSchema = z
  .object({ scope: z.enum(['everyone', 'graded', 'sections']), sectionIds: z.array(z.string()) })
  .check(
    z.superRefine((values, context) => {
      if (values.scope === 'sections' && values.sectionIds.length === 0) {
        context.addIssue({ code: 'custom', path: ['sectionIds'], message: 'Choose at least one section.' });
      }
    }),
  );

export type PostingFormValues = z.infer<typeof postingFormSchema>;

export function toChoice(values: PostingFormValues): PostingChoice {
  if (values.scope === 'sections') return { kind: 'sections', sectionIds: values.sectionIds };
  return { kind: values.scope };
}

/** Canvas counts active and invited students per section; a server without the count answers none. */
const sectionStudents = (sections: readonly Section[], ids: readonly string[]) =>
  sections.filter((section) => ids.includes(section.id)).reduce((sum, section) => sum + (section.total_students ?? 0), 0);

/**
 * Who the action reaches, in words: "Grades become visible to 30 students (12 graded)". Counts come from the
 * submissions the header's statistics loaded, `undefined` until they all have.
 */
export function affectedText(action: PostingAction, values: PostingFormValues, counts: PostingCounts | undefined, sections: readonly Section[]): string {
  if (values.scope === 'sections') {
    const names = sections.filter((section) => values.sectionIds.includes(section.id)).map((section) => section.name);
    if (names.length === 0) return 'Choose the sections whose grades change.';
    const students = formatCount(sectionStudents(sections, values.sectionIds), 'student');
    return action === 'post'
      ? `Grades become visible to the ${students} in ${names.join(', ')}.`
      : `Grades are hidden again from the ${students} in ${names.join(', ')}.`;
  }
  // Ungraded assignments load no scores, and until every page is in a count would be wrong: say whom, not how many.
  if (!counts) return action === 'post' ? 'Grades become visible to the students chosen.' : 'Grades are hidden again from every student.';
  if (action === 'hide') return `Grades are hidden again from ${formatCount(counts.posted, 'student')} who can see them now.`;
  if (values.scope === 'graded') {
    return `Grades become visible to the ${formatCount(counts.graded, 'student')} with a grade (and comments to those a grader commented on); the others stay hidden.`;
  }
  return `Grades become visible to all ${formatCount(counts.students, 'student')} (${counts.graded} graded); students graded later see their grade at once.`;
}
