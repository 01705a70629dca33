-- The course's post policy (canvas-lms PostPolicy with no assignment): whether grades of its new assignments are
-- posted automatically or by hand. Each assignment keeps its own in assignments.post_manually (decision 0055).
ALTER TABLE courses ADD COLUMN post_manually INTEGER NOT NULL DEFAULT 0;
