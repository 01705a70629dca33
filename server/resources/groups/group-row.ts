/** A row of group_categories (a "group set"). */
export type GroupCategoryRow = {
  id: number;
  course_id: number;
  name: string;
  role: string | null;
  self_signup: string | null;
  /** Caps each group's members when self sign-up is on; a group without its own max_membership takes it. */
  group_limit: number | null;
  auto_leader: string | null;
  created_at: string;
};

/** A row of groups, with what its JSON needs from the category, the course and the memberships. */
export type GroupRow = {
  id: number;
  group_category_id: number;
  course_id: number;
  name: string;
  description: string | null;
  join_level: string;
  is_public: number;
  max_membership: number | null;
  storage_quota_mb: number;
  workflow_state: string;
  created_at: string;
  category_role: string | null;
  course_state: string;
  course_account_id: number;
  /** Accepted memberships (Group#members_count). */
  members_count: number;
  /** A member has turned in work for an active assignment of the group's set. */
  has_submission: number;
};

/** A row of group_memberships. */
export type MembershipRow = {
  id: number;
  group_id: number;
  user_id: number;
  workflow_state: string;
  moderator: number;
  created_at: string | null;
};
