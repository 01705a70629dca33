-- Students submit (docs/decisions/0065-student-submissions.md): the extra attempts a grader grants one student on
-- top of the assignment's allowed_attempts, and Canvas's redo_request (the grader asked for the work again; the
-- next attempt clears it). Both appear on every Submission JSON (lib/api/v1/submission.rb).
ALTER TABLE submissions ADD COLUMN extra_attempts INTEGER;
ALTER TABLE submissions ADD COLUMN redo_request INTEGER NOT NULL DEFAULT 0;
