-- Rubrics (docs/canvas-contract.md, "Rubrics"; docs/decisions/0053-rubrics.md). A rubric's criteria and ratings are
-- one JSON document (`data`), as Canvas keeps them: they are always read and written whole.
CREATE TABLE rubrics (
  id INTEGER PRIMARY KEY,
  context_type TEXT NOT NULL DEFAULT 'Course' CHECK (context_type IN ('Course', 'Account')),
  context_id INTEGER NOT NULL,
  -- The rubric this one was copied from when an edit could not change a rubric other assignments grade with.
  rubric_id INTEGER REFERENCES rubrics(id),
  user_id INTEGER REFERENCES users(id),
  title TEXT NOT NULL,
  data TEXT NOT NULL DEFAULT '[]',
  points_possible REAL NOT NULL DEFAULT 0,
  free_form_criterion_comments INTEGER NOT NULL DEFAULT 0,
  hide_score_total INTEGER NOT NULL DEFAULT 0,
  hide_points INTEGER NOT NULL DEFAULT 0,
  reusable INTEGER NOT NULL DEFAULT 0,
  read_only INTEGER NOT NULL DEFAULT 0,
  workflow_state TEXT NOT NULL DEFAULT 'active' CHECK (workflow_state IN ('active', 'deleted')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX rubrics_context ON rubrics(context_type, context_id, workflow_state);

-- Where a rubric is used: an assignment graded with it (purpose 'grading'), or a course that lists it ('bookmark').
CREATE TABLE rubric_associations (
  id INTEGER PRIMARY KEY,
  rubric_id INTEGER NOT NULL REFERENCES rubrics(id),
  association_type TEXT NOT NULL CHECK (association_type IN ('Assignment', 'Course', 'Account')),
  association_id INTEGER NOT NULL,
  context_type TEXT NOT NULL DEFAULT 'Course',
  context_id INTEGER NOT NULL,
  title TEXT,
  purpose TEXT NOT NULL CHECK (purpose IN ('grading', 'bookmark')),
  use_for_grading INTEGER NOT NULL DEFAULT 0,
  hide_score_total INTEGER NOT NULL DEFAULT 0,
  hide_points INTEGER NOT NULL DEFAULT 0,
  hide_outcome_results INTEGER NOT NULL DEFAULT 0,
  workflow_state TEXT NOT NULL DEFAULT 'active' CHECK (workflow_state IN ('active', 'deleted')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX rubric_associations_rubric ON rubric_associations(rubric_id, workflow_state);
-- The assignment list reads its page's rubrics through this one index.
CREATE INDEX rubric_associations_object ON rubric_associations(association_type, association_id, workflow_state, purpose);
-- An assignment has at most one live grading rubric (Assignment#rubric_association).
CREATE UNIQUE INDEX rubric_associations_one_grading ON rubric_associations(association_type, association_id)
  WHERE purpose = 'grading' AND workflow_state = 'active';

-- A grader's assessment of a submission: one per association and submission (Canvas keeps grading assessments
-- unique per artifact, whoever graded last). `data` is Canvas's list of ratings given. Each grading also leaves
-- the assessment as it then was in the submission's version snapshot, so submission_history shows it.
CREATE TABLE rubric_assessments (
  id INTEGER PRIMARY KEY,
  rubric_id INTEGER NOT NULL REFERENCES rubrics(id),
  rubric_association_id INTEGER NOT NULL REFERENCES rubric_associations(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  assessor_id INTEGER NOT NULL REFERENCES users(id),
  artifact_type TEXT NOT NULL DEFAULT 'Submission' CHECK (artifact_type = 'Submission'),
  artifact_id INTEGER NOT NULL REFERENCES submissions(id),
  artifact_attempt INTEGER,
  assessment_type TEXT NOT NULL DEFAULT 'grading' CHECK (assessment_type = 'grading'),
  score REAL,
  data TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (rubric_association_id, artifact_id, assessment_type)
);
CREATE INDEX rubric_assessments_artifact ON rubric_assessments(artifact_id);
CREATE INDEX rubric_assessments_rubric ON rubric_assessments(rubric_id);
