-- A course's navigation as a teacher arranged it (docs/canvas-contract.md §6.2), stored as Canvas stores it: one ordered JSON
-- array of {"id": "files", "hidden": true} on the course (Course#tab_configuration). The array's order is the tab order,
-- so a move rewrites one value and positions can never have gaps or duplicates. No row means Canvas's default order.
CREATE TABLE course_tab_configurations (
  course_id INTEGER PRIMARY KEY REFERENCES courses(id) ON DELETE CASCADE,
  tabs TEXT NOT NULL CHECK (json_valid(tabs) AND json_type(tabs) = 'array'),
  updated_at TEXT NOT NULL
);
