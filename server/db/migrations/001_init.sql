-- Canvas-compatible core schema. Times are UTC ISO 8601 strings with whole seconds and a trailing Z.
-- Booleans are INTEGER 0/1. Workflow states use Canvas's internal names (see docs/canvas-contract.md §2.0).

CREATE TABLE accounts (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  uuid TEXT NOT NULL UNIQUE,
  parent_account_id INTEGER REFERENCES accounts(id),
  root_account_id INTEGER REFERENCES accounts(id),
  workflow_state TEXT NOT NULL DEFAULT 'active',
  default_time_zone TEXT NOT NULL DEFAULT 'America/Denver',
  default_storage_quota_mb INTEGER NOT NULL DEFAULT 500,
  default_user_storage_quota_mb INTEGER NOT NULL DEFAULT 50,
  default_group_storage_quota_mb INTEGER NOT NULL DEFAULT 50,
  sis_account_id TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE enrollment_terms (
  id INTEGER PRIMARY KEY,
  root_account_id INTEGER NOT NULL REFERENCES accounts(id),
  name TEXT NOT NULL,
  start_at TEXT,
  end_at TEXT,
  workflow_state TEXT NOT NULL DEFAULT 'active',
  is_default INTEGER NOT NULL DEFAULT 0,
  sis_term_id TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  sortable_name TEXT NOT NULL,
  short_name TEXT NOT NULL,
  email TEXT,
  login_id TEXT UNIQUE,
  sis_user_id TEXT,
  avatar_url TEXT,
  pronouns TEXT,
  bio TEXT,
  time_zone TEXT,
  locale TEXT,
  uuid TEXT NOT NULL UNIQUE,
  workflow_state TEXT NOT NULL DEFAULT 'registered',
  created_at TEXT NOT NULL
);
CREATE INDEX users_sortable_name ON users(sortable_name);

-- Account administrators (role AccountAdmin) of an account and its sub-accounts.
CREATE TABLE account_users (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  role TEXT NOT NULL DEFAULT 'AccountAdmin',
  workflow_state TEXT NOT NULL DEFAULT 'active',
  UNIQUE (account_id, user_id, role)
);

CREATE TABLE access_tokens (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  token_hash TEXT NOT NULL UNIQUE,
  purpose TEXT NOT NULL,
  workflow_state TEXT NOT NULL DEFAULT 'active',
  expires_at TEXT,
  last_used_at TEXT,
  created_at TEXT NOT NULL
);

-- One row per sign-in; recent_students orders by the newest.
CREATE TABLE logins (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  logged_in_at TEXT NOT NULL
);
CREATE INDEX logins_user ON logins(user_id, logged_in_at);

CREATE TABLE courses (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  root_account_id INTEGER NOT NULL REFERENCES accounts(id),
  enrollment_term_id INTEGER NOT NULL REFERENCES enrollment_terms(id),
  name TEXT NOT NULL,
  course_code TEXT NOT NULL,
  uuid TEXT NOT NULL UNIQUE,
  workflow_state TEXT NOT NULL DEFAULT 'claimed'
    CHECK (workflow_state IN ('created', 'claimed', 'available', 'completed', 'deleted')),
  start_at TEXT,
  conclude_at TEXT,
  time_zone TEXT NOT NULL DEFAULT 'America/Denver',
  default_view TEXT NOT NULL DEFAULT 'modules',
  license TEXT NOT NULL DEFAULT 'private',
  is_public INTEGER NOT NULL DEFAULT 0,
  is_public_to_auth_users INTEGER NOT NULL DEFAULT 0,
  public_syllabus INTEGER NOT NULL DEFAULT 0,
  public_syllabus_to_auth INTEGER NOT NULL DEFAULT 0,
  public_description TEXT,
  syllabus_body TEXT,
  grading_standard_id INTEGER,
  grade_passback_setting TEXT,
  storage_quota_mb INTEGER NOT NULL DEFAULT 500,
  hide_final_grades INTEGER NOT NULL DEFAULT 0,
  group_weighting_scheme TEXT NOT NULL DEFAULT 'equal',
  restrict_enrollments_to_course_dates INTEGER NOT NULL DEFAULT 0,
  course_format TEXT,
  open_enrollment INTEGER NOT NULL DEFAULT 0,
  self_enrollment INTEGER NOT NULL DEFAULT 0,
  allow_student_wiki_edits INTEGER NOT NULL DEFAULT 0,
  allow_wiki_comments INTEGER NOT NULL DEFAULT 0,
  allow_student_forum_attachments INTEGER NOT NULL DEFAULT 0,
  blueprint INTEGER NOT NULL DEFAULT 0,
  template INTEGER NOT NULL DEFAULT 0,
  sis_course_id TEXT,
  integration_id TEXT,
  replacement_course_id INTEGER REFERENCES courses(id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  deleted_at TEXT
);
CREATE INDEX courses_account ON courses(account_id);

-- Course settings of docs/canvas-contract.md §2.8 that are not Course columns; value is JSON.
CREATE TABLE course_settings (
  course_id INTEGER NOT NULL REFERENCES courses(id),
  name TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (course_id, name)
);

CREATE TABLE course_sections (
  id INTEGER PRIMARY KEY,
  course_id INTEGER NOT NULL REFERENCES courses(id),
  nonxlist_course_id INTEGER REFERENCES courses(id),
  name TEXT NOT NULL,
  sis_section_id TEXT,
  start_at TEXT,
  end_at TEXT,
  restrict_enrollments_to_section_dates INTEGER NOT NULL DEFAULT 0,
  workflow_state TEXT NOT NULL DEFAULT 'active',
  created_at TEXT NOT NULL
);
CREATE INDEX course_sections_course ON course_sections(course_id);

CREATE TABLE enrollments (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  course_id INTEGER NOT NULL REFERENCES courses(id),
  course_section_id INTEGER NOT NULL REFERENCES course_sections(id),
  type TEXT NOT NULL CHECK (type IN ('StudentEnrollment', 'TeacherEnrollment', 'TaEnrollment',
    'DesignerEnrollment', 'ObserverEnrollment', 'StudentViewEnrollment')),
  workflow_state TEXT NOT NULL DEFAULT 'active'
    CHECK (workflow_state IN ('active', 'invited', 'creation_pending', 'completed', 'inactive', 'rejected', 'deleted')),
  limit_privileges_to_course_section INTEGER NOT NULL DEFAULT 0,
  associated_user_id INTEGER REFERENCES users(id),
  start_at TEXT,
  end_at TEXT,
  last_activity_at TEXT,
  last_attended_at TEXT,
  total_activity_time INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX enrollments_course ON enrollments(course_id, type, workflow_state);
CREATE INDEX enrollments_user ON enrollments(user_id, workflow_state);
CREATE INDEX enrollments_section ON enrollments(course_section_id);

CREATE TABLE group_categories (
  id INTEGER PRIMARY KEY,
  course_id INTEGER NOT NULL REFERENCES courses(id),
  name TEXT NOT NULL,
  role TEXT,
  self_signup TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE groups (
  id INTEGER PRIMARY KEY,
  group_category_id INTEGER NOT NULL REFERENCES group_categories(id),
  course_id INTEGER NOT NULL REFERENCES courses(id),
  name TEXT NOT NULL,
  description TEXT,
  join_level TEXT NOT NULL DEFAULT 'invitation_only',
  is_public INTEGER NOT NULL DEFAULT 0,
  max_membership INTEGER,
  storage_quota_mb INTEGER NOT NULL DEFAULT 50,
  workflow_state TEXT NOT NULL DEFAULT 'available',
  created_at TEXT NOT NULL
);
CREATE INDEX groups_category ON groups(group_category_id);

CREATE TABLE group_memberships (
  id INTEGER PRIMARY KEY,
  group_id INTEGER NOT NULL REFERENCES groups(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  workflow_state TEXT NOT NULL DEFAULT 'accepted',
  UNIQUE (group_id, user_id)
);

CREATE TABLE assignment_groups (
  id INTEGER PRIMARY KEY,
  course_id INTEGER NOT NULL REFERENCES courses(id),
  name TEXT NOT NULL,
  position INTEGER NOT NULL,
  group_weight REAL NOT NULL DEFAULT 0,
  rules TEXT NOT NULL DEFAULT '{}',
  workflow_state TEXT NOT NULL DEFAULT 'available',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE assignments (
  id INTEGER PRIMARY KEY,
  course_id INTEGER NOT NULL REFERENCES courses(id),
  assignment_group_id INTEGER NOT NULL REFERENCES assignment_groups(id),
  name TEXT NOT NULL,
  description TEXT,
  position INTEGER NOT NULL,
  points_possible REAL,
  grading_type TEXT NOT NULL DEFAULT 'points'
    CHECK (grading_type IN ('points', 'percent', 'letter_grade', 'gpa_scale', 'pass_fail', 'not_graded')),
  grading_standard_id INTEGER,
  submission_types TEXT NOT NULL DEFAULT '["none"]',
  allowed_extensions TEXT,
  due_at TEXT,
  lock_at TEXT,
  unlock_at TEXT,
  workflow_state TEXT NOT NULL DEFAULT 'unpublished' CHECK (workflow_state IN ('published', 'unpublished', 'deleted')),
  only_visible_to_overrides INTEGER NOT NULL DEFAULT 0,
  group_category_id INTEGER REFERENCES group_categories(id),
  grade_group_students_individually INTEGER NOT NULL DEFAULT 0,
  omit_from_final_grade INTEGER NOT NULL DEFAULT 0,
  allowed_attempts INTEGER NOT NULL DEFAULT -1,
  peer_reviews INTEGER NOT NULL DEFAULT 0,
  post_manually INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX assignments_course ON assignments(course_id, workflow_state);

CREATE TABLE assignment_overrides (
  id INTEGER PRIMARY KEY,
  assignment_id INTEGER NOT NULL REFERENCES assignments(id),
  title TEXT NOT NULL,
  set_type TEXT NOT NULL CHECK (set_type IN ('ADHOC', 'CourseSection', 'Group')),
  set_id INTEGER,
  due_at TEXT,
  due_at_overridden INTEGER NOT NULL DEFAULT 0,
  all_day INTEGER NOT NULL DEFAULT 0,
  all_day_date TEXT,
  unlock_at TEXT,
  unlock_at_overridden INTEGER NOT NULL DEFAULT 0,
  lock_at TEXT,
  lock_at_overridden INTEGER NOT NULL DEFAULT 0,
  workflow_state TEXT NOT NULL DEFAULT 'active',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX assignment_overrides_assignment ON assignment_overrides(assignment_id, workflow_state);

CREATE TABLE assignment_override_students (
  id INTEGER PRIMARY KEY,
  assignment_override_id INTEGER NOT NULL REFERENCES assignment_overrides(id),
  assignment_id INTEGER NOT NULL REFERENCES assignments(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  UNIQUE (assignment_id, user_id)
);

CREATE TABLE submissions (
  id INTEGER PRIMARY KEY,
  assignment_id INTEGER NOT NULL REFERENCES assignments(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  attempt INTEGER,
  body TEXT,
  url TEXT,
  submission_type TEXT,
  submitted_at TEXT,
  workflow_state TEXT NOT NULL DEFAULT 'unsubmitted'
    CHECK (workflow_state IN ('unsubmitted', 'submitted', 'graded', 'pending_review', 'deleted')),
  score REAL,
  grade TEXT,
  excused INTEGER,
  graded_at TEXT,
  grader_id INTEGER REFERENCES users(id),
  grade_matches_current_submission INTEGER NOT NULL DEFAULT 1,
  late_policy_status TEXT,
  points_deducted REAL,
  cached_due_date TEXT,
  posted_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (assignment_id, user_id)
);

-- One row per attempt (and per grading change): the JSON of the submission as it was.
CREATE TABLE submission_versions (
  id INTEGER PRIMARY KEY,
  submission_id INTEGER NOT NULL REFERENCES submissions(id),
  attempt INTEGER,
  snapshot TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX submission_versions_submission ON submission_versions(submission_id);

CREATE TABLE submission_comments (
  id INTEGER PRIMARY KEY,
  submission_id INTEGER NOT NULL REFERENCES submissions(id),
  author_id INTEGER REFERENCES users(id),
  comment TEXT NOT NULL,
  attempt INTEGER,
  created_at TEXT NOT NULL,
  edited_at TEXT
);
CREATE INDEX submission_comments_submission ON submission_comments(submission_id);

CREATE TABLE usage_rights (
  id INTEGER PRIMARY KEY,
  context_type TEXT NOT NULL CHECK (context_type IN ('Course', 'Group', 'User')),
  context_id INTEGER NOT NULL,
  use_justification TEXT NOT NULL
    CHECK (use_justification IN ('own_copyright', 'used_by_permission', 'fair_use', 'public_domain', 'creative_commons')),
  legal_copyright TEXT,
  license TEXT NOT NULL DEFAULT 'private'
);

CREATE TABLE folders (
  id INTEGER PRIMARY KEY,
  context_type TEXT NOT NULL CHECK (context_type IN ('Course', 'Group', 'User')),
  context_id INTEGER NOT NULL,
  parent_folder_id INTEGER REFERENCES folders(id),
  name TEXT NOT NULL,
  full_name TEXT NOT NULL,
  position INTEGER,
  locked INTEGER NOT NULL DEFAULT 0,
  hidden INTEGER NOT NULL DEFAULT 0,
  lock_at TEXT,
  unlock_at TEXT,
  submission_context_code TEXT,
  unique_type TEXT,
  workflow_state TEXT NOT NULL DEFAULT 'visible' CHECK (workflow_state IN ('visible', 'hidden', 'deleted')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX folders_context ON folders(context_type, context_id, workflow_state);
CREATE INDEX folders_parent ON folders(parent_folder_id, workflow_state);

CREATE TABLE attachments (
  id INTEGER PRIMARY KEY,
  context_type TEXT NOT NULL CHECK (context_type IN ('Course', 'Group', 'User', 'Submission')),
  context_id INTEGER NOT NULL,
  folder_id INTEGER REFERENCES folders(id),
  user_id INTEGER REFERENCES users(id),
  display_name TEXT NOT NULL,
  filename TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL DEFAULT 0,
  -- Path of the bytes relative to DATA_DIR/files; content-addressed so copies share bytes.
  storage_key TEXT,
  md5 TEXT,
  uuid TEXT NOT NULL UNIQUE,
  locked INTEGER NOT NULL DEFAULT 0,
  hidden INTEGER NOT NULL DEFAULT 0,
  lock_at TEXT,
  unlock_at TEXT,
  visibility_level TEXT NOT NULL DEFAULT 'inherit',
  category TEXT NOT NULL DEFAULT 'uncategorized',
  usage_rights_id INTEGER REFERENCES usage_rights(id),
  workflow_state TEXT NOT NULL DEFAULT 'processed'
    CHECK (workflow_state IN ('pending_upload', 'processed', 'errored', 'deleted')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  modified_at TEXT NOT NULL
);
CREATE INDEX attachments_folder ON attachments(folder_id, workflow_state, display_name);
CREATE INDEX attachments_context ON attachments(context_type, context_id, workflow_state);

CREATE TABLE submission_attachments (
  submission_id INTEGER NOT NULL REFERENCES submissions(id),
  attempt INTEGER,
  attachment_id INTEGER NOT NULL REFERENCES attachments(id),
  PRIMARY KEY (submission_id, attachment_id)
);

-- Per-context navigation configuration; rows exist only for tabs whose position or visibility was set.
CREATE TABLE tabs (
  context_type TEXT NOT NULL CHECK (context_type IN ('Course', 'Group', 'User')),
  context_id INTEGER NOT NULL,
  tab_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  hidden INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (context_type, context_id, tab_id)
);

-- Activity: one stream item per event, one instance per recipient.
CREATE TABLE stream_items (
  id INTEGER PRIMARY KEY,
  course_id INTEGER NOT NULL REFERENCES courses(id),
  asset_type TEXT NOT NULL,
  title TEXT,
  message TEXT,
  data TEXT NOT NULL DEFAULT '{}',
  notification_category TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX stream_items_course ON stream_items(course_id, created_at);

CREATE TABLE stream_item_instances (
  id INTEGER PRIMARY KEY,
  stream_item_id INTEGER NOT NULL REFERENCES stream_items(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  read_state INTEGER NOT NULL DEFAULT 0,
  hidden INTEGER NOT NULL DEFAULT 0,
  UNIQUE (stream_item_id, user_id)
);
CREATE INDEX stream_item_instances_user ON stream_item_instances(user_id, hidden);
