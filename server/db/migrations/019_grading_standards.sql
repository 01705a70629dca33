-- Grading standards (canvas-lms GradingStandard): a named scheme of letters and their lower bounds, owned by a course
-- or an account. entries holds [name, lower bound as a fraction] pairs, highest first (decision 0066).
CREATE TABLE grading_standards (
  id INTEGER PRIMARY KEY,
  context_type TEXT NOT NULL CHECK (context_type IN ('Course', 'Account')),
  context_id INTEGER NOT NULL,
  title TEXT,
  entries TEXT NOT NULL,
  points_based INTEGER NOT NULL DEFAULT 0,
  scaling_factor REAL NOT NULL DEFAULT 1,
  user_id INTEGER REFERENCES users(id),
  workflow_state TEXT NOT NULL DEFAULT 'active' CHECK (workflow_state IN ('active', 'deleted')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX grading_standards_context ON grading_standards (context_type, context_id);
