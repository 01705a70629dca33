/**
 * The inputs and answers of the course-grade calculator, shared by the server (enrollments' `grades`) and the app
 * (the gradebook's live totals). Plain data only: no ids of any Canvas client type, no imports.
 */

/** An assignment as the calculator sees it. */
interface GradedAssignment {
  id: number;
  /** null or missing points count as 0 possible. */
  pointsPossible: number | null;
  /** omit_from_final_grade: never counts toward any total. */
  omitFromFinalGrade: boolean;
  /** not_graded assignments (and unpublished ones) never count; the caller passes false for them. */
  counts: boolean;
}

export interface GroupRules {
  dropLowest: number;
  dropHighest: number;
  /** Assignment ids that are never dropped. */
  neverDrop: number[];
}

export interface GradedGroup {
  id: number;
  /** group_weight in percent, used only when the course weights its groups. */
  weight: number;
  rules: GroupRules;
  /** The group's assignments that this student is assigned (differentiated assignments left out by the caller). */
  assignments: GradedAssignment[];
}

/** One student's submission to one assignment, with the fields the calculator reads. */
export interface GradedSubmission {
  assignmentId: number;
  /** null when ungraded. */
  score: number | null;
  excused: boolean;
  /**
   * Whether the grade is posted. Learner-facing totals (postedOnly) treat an unposted submission as no submission at
   * all, as Canvas does: out of the current figure, 0 in the final one, even when it is excused.
   */
  posted: boolean;
  /** A pending_review submission (a quiz awaiting manual review): out of the current figure, its score counts in the final one. */
  pendingReview?: boolean;
}

export interface CalculatorOptions {
  /** apply_assignment_group_weights: the course weights its groups (group_weighting_scheme 'percent'). */
  weighted: boolean;
  /** true for what a learner sees (posted grades only); false for the `unposted_*` figures graders see. */
  postedOnly: boolean;
}

/** Points earned over points possible. */
export interface ScoreAndPossible {
  score: number;
  possible: number;
}

export interface GroupGrade {
  id: number;
  /** Over graded work only. */
  current: ScoreAndPossible;
  /** Ungraded work counts as 0. */
  final: ScoreAndPossible;
  /** Assignment ids dropped by the group's rules, for each figure, in ascending order. */
  droppedCurrent: number[];
  droppedFinal: number[];
  /** The group's percentages as Canvas stores them for the group: 2 places, null when nothing has points possible. */
  currentPercent: number | null;
  finalPercent: number | null;
}

export interface CourseGrade {
  groups: GroupGrade[];
  /**
   * The course figures. Unweighted: sums of the groups' points. Weighted: score is the weighted percentage, unrounded
   * (scaled up to 100 when the weights that counted add up to less), and possible is the sum of the weights that
   * counted: those of the groups with points possible in this figure (0 when none has any).
   */
  current: ScoreAndPossible;
  final: ScoreAndPossible;
  /** The percentages Canvas puts in enrollments' current_score and final_score: rounded to 2 places, null if nothing counts. */
  currentPercent: number | null;
  finalPercent: number | null;
}

/** A grading standard's entries: letter and lower bound as a fraction (0.94), highest first. */
export type GradingSchemeEntry = readonly [name: string, lowerBound: number];
