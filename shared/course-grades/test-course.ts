import type { GradedGroup, GradedSubmission, GroupRules } from './types';

/** A test course's assignment: id, points possible, and what the student has on it. */
export interface TestAssignment {
  id: number;
  possible: number | null;
  score?: number | null;
  excused?: boolean;
  posted?: boolean;
  pendingReview?: boolean;
  omit?: boolean;
  counts?: boolean;
  missing?: boolean;
}

export function group(id: number, weight: number, assignments: TestAssignment[], rules: Partial<GroupRules> = {}): { group: GradedGroup; submissions: GradedSubmission[] } {
  return {
    group: {
      id,
      weight,
      rules: { dropLowest: 0, dropHighest: 0, neverDrop: [], ...rules },
      assignments: assignments.map((a) => ({ id: a.id, pointsPossible: a.possible, omitFromFinalGrade: a.omit ?? false, counts: a.counts ?? true })),
    },
    submissions: assignments.filter((a) => !a.missing).map((a) => ({
      assignmentId: a.id,
      score: a.score ?? null,
      excused: a.excused ?? false,
      posted: a.posted ?? true,
      pendingReview: a.pendingReview ?? false,
    })),
  };
}

export function course(...groups: ReturnType<typeof group>[]): { groups: GradedGroup[]; submissions: GradedSubmission[] } {
  return { groups: groups.map((g) => g.group), submissions: groups.flatMap((g) => g.submissions) };
}
