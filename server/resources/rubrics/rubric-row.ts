/** One rating of a criterion, as Rubric#criterion_rating stores it. */
export type Rating = { id: string; criterion_id: string; description: string; long_description: string; points: number };

/** One criterion of a rubric's `data`, as Rubric#generate_criteria stores it. */
export type Criterion = {
  id: string;
  description: string;
  long_description: string;
  points: number;
  criterion_use_range: boolean;
  ignore_for_scoring?: boolean;
  ratings: Rating[];
};

export type RubricRow = {
  id: number;
  context_type: 'Course' | 'Account';
  context_id: number;
  rubric_id: number | null;
  user_id: number | null;
  title: string;
  data: string;
  points_possible: number;
  free_form_criterion_comments: number;
  hide_score_total: number;
  hide_points: number;
  reusable: number;
  read_only: number;
  workflow_state: string;
  created_at: string;
  updated_at: string;
};

export type AssociationRow = {
  id: number;
  rubric_id: number;
  association_type: 'Assignment' | 'Course' | 'Account';
  association_id: number;
  context_type: string;
  context_id: number;
  title: string | null;
  purpose: 'grading' | 'bookmark';
  use_for_grading: number;
  hide_score_total: number;
  hide_points: number;
  hide_outcome_results: number;
  workflow_state: string;
  created_at: string;
  updated_at: string;
};

/** One entry of an assessment's `data`: the rating given for one criterion (RubricAssociation#assess). */
export type AssessedRating = {
  id: string | null;
  criterion_id: string;
  points?: number;
  description: string;
  comments: string | null;
  comments_enabled: true;
  ignore_for_scoring?: true;
};

export type AssessmentRow = {
  id: number;
  rubric_id: number;
  rubric_association_id: number;
  user_id: number;
  assessor_id: number;
  artifact_type: 'Submission';
  artifact_id: number;
  artifact_attempt: number | null;
  assessment_type: 'grading';
  score: number | null;
  data: string;
  created_at: string;
  updated_at: string;
};

export const criteriaOf = (rubric: Pick<RubricRow, 'data'>): Criterion[] => JSON.parse(rubric.data) as Criterion[];

export const ratingsOf = (assessment: Pick<AssessmentRow, 'data'>): AssessedRating[] => JSON.parse(assessment.data) as AssessedRating[];
