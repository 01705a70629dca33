-- Canvas's AssignmentGroup JSON always carries sis_source_id and integration_data (a JSON object), and the
-- assignment group API accepts both on create and update.
ALTER TABLE assignment_groups ADD COLUMN sis_source_id TEXT;
ALTER TABLE assignment_groups ADD COLUMN integration_data TEXT NOT NULL DEFAULT '{}';
-- The lists of the group and assignment-group endpoints: a course's groups, a user's memberships.
CREATE INDEX assignment_groups_course ON assignment_groups(course_id, workflow_state);
CREATE INDEX group_memberships_user ON group_memberships(user_id, workflow_state);
CREATE INDEX groups_course ON groups(course_id, workflow_state);
