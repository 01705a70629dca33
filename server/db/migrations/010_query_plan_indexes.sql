-- Indexes the hot read paths' query plans need (checked by server/db/query-plans.test.ts).
-- The caller's enrollments, by course (the course list's driving set, permissions, the roster's test-student check):
-- enrollments_user (user_id, workflow_state) could only narrow to the user, then read every enrollment of theirs.
CREATE INDEX enrollments_user_course ON enrollments(user_id, course_id, workflow_state, type);
-- The accounts an admin administers, and their sub-accounts, walked on every course list and course read.
CREATE INDEX account_users_user ON account_users(user_id, workflow_state);
CREATE INDEX accounts_parent ON accounts(parent_account_id);
