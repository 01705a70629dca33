-- Assignment settings Canvas clients write and read back (docs/decisions/0062-assignment-writes.md), named as
-- canvas-lms's assignments table names them: peer reviews (peer_reviews_due_at is the API's
-- peer_reviews_assign_at), moderated grading, SIS and integration data, the external tool's launch, and the flags
-- Lectern had served as constants.
ALTER TABLE assignments ADD COLUMN automatic_peer_reviews INTEGER NOT NULL DEFAULT 0;
ALTER TABLE assignments ADD COLUMN peer_review_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE assignments ADD COLUMN peer_reviews_due_at TEXT;
ALTER TABLE assignments ADD COLUMN anonymous_peer_reviews INTEGER NOT NULL DEFAULT 0;
ALTER TABLE assignments ADD COLUMN intra_group_peer_reviews INTEGER NOT NULL DEFAULT 0;
ALTER TABLE assignments ADD COLUMN hide_in_gradebook INTEGER NOT NULL DEFAULT 0;
ALTER TABLE assignments ADD COLUMN post_to_sis INTEGER NOT NULL DEFAULT 0;
ALTER TABLE assignments ADD COLUMN sis_source_id TEXT;
ALTER TABLE assignments ADD COLUMN integration_id TEXT;
-- A JSON object, as Canvas serializes integration_data as a Hash.
ALTER TABLE assignments ADD COLUMN integration_data TEXT;
ALTER TABLE assignments ADD COLUMN external_tool_url TEXT;
ALTER TABLE assignments ADD COLUMN external_tool_new_tab INTEGER NOT NULL DEFAULT 0;
ALTER TABLE assignments ADD COLUMN moderated_grading INTEGER NOT NULL DEFAULT 0;
ALTER TABLE assignments ADD COLUMN grader_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE assignments ADD COLUMN final_grader_id INTEGER REFERENCES users(id);
ALTER TABLE assignments ADD COLUMN grader_comments_visible_to_graders INTEGER NOT NULL DEFAULT 1;
ALTER TABLE assignments ADD COLUMN grader_names_visible_to_final_grader INTEGER NOT NULL DEFAULT 1;
ALTER TABLE assignments ADD COLUMN graders_anonymous_to_graders INTEGER NOT NULL DEFAULT 0;
ALTER TABLE assignments ADD COLUMN important_dates INTEGER NOT NULL DEFAULT 0;

CREATE INDEX assignments_sis_source_id ON assignments(sis_source_id) WHERE sis_source_id IS NOT NULL;
