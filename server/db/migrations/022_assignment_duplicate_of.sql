-- Which assignment a copy was duplicated from (canvas-lms Assignment#duplicate_of), so the copy's JSON names its
-- original in original_assignment_id, original_assignment_name and original_course_id (docs/decisions/0063).
ALTER TABLE assignments ADD COLUMN duplicate_of_id INTEGER REFERENCES assignments(id);
