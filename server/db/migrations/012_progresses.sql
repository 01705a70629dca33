-- Progress of background work (docs/canvas-contract.md §7.14): posting grades, bulk grading. Rows outlive the process
-- that ran them, so any worker answers GET /api/v1/progress/:id.
CREATE TABLE progresses (
  id INTEGER PRIMARY KEY,
  context_type TEXT NOT NULL CHECK (context_type IN ('Course', 'Account', 'User')),
  context_id INTEGER NOT NULL,
  user_id INTEGER REFERENCES users(id),
  tag TEXT NOT NULL,
  completion REAL NOT NULL DEFAULT 0,
  workflow_state TEXT NOT NULL DEFAULT 'queued' CHECK (workflow_state IN ('queued', 'running', 'completed', 'failed')),
  message TEXT,
  results TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
