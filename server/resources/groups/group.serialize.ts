import type { AppContext } from '../../canvas/context';
import { requestOrigin } from '../../canvas/urls';
import type { CategoryStats } from './group-members.store';
import type { GroupCategoryRow, GroupRow, MembershipRow } from './group-row';

/** Group and GroupCategory JSON as Canvas's Api::V1::Group and Api::V1::GroupCategory render them (§7.9). */

export type GroupJsonOptions = {
  /** Root-account admins (read_sis) see the SIS id; Lectern's groups have none. */
  sis: boolean;
  /** include[]=users: the members, already rendered as User JSON. */
  users?: unknown[];
  /** include[]=group_category. */
  category?: ReturnType<typeof groupCategoryJson>;
  /** include[]=html_url. */
  htmlUrl?: boolean;
};

export function groupJson(c: AppContext, group: GroupRow, options: GroupJsonOptions) {
  return {
    id: group.id,
    name: group.name,
    description: group.description,
    is_public: Boolean(group.is_public),
    join_level: group.join_level,
    group_category_id: group.group_category_id,
    max_membership: group.max_membership,
    created_at: group.created_at,
    members_count: group.members_count,
    storage_quota_mb: group.storage_quota_mb,
    context_type: 'Course',
    course_id: group.course_id,
    avatar_url: null,
    role: group.category_role,
    leader: null,
    ...(options.users ? { users: options.users } : {}),
    ...(options.category ? { group_category: options.category } : {}),
    ...(options.htmlUrl ? { html_url: `${requestOrigin(c)}/groups/${group.id}` } : {}),
    ...(options.sis ? { sis_group_id: null, sis_import_id: null } : {}),
    has_submission: Boolean(group.has_submission),
    concluded: group.course_state === 'completed' || group.course_state === 'deleted',
    non_collaborative: false,
  };
}

/** Lectern keeps no self-signup deadline: Canvas's null. */
export function groupCategoryJson(category: GroupCategoryRow, stats: CategoryStats, options: { sis: boolean; includes: Set<string> }) {
  return {
    id: category.id,
    name: category.name,
    role: category.role,
    self_signup: category.self_signup,
    self_signup_end_at: null,
    group_limit: category.group_limit,
    auto_leader: category.auto_leader,
    created_at: category.created_at,
    context_type: 'Course',
    course_id: category.course_id,
    ...(options.includes.has('groups_count') ? { groups_count: stats.groupsCount } : {}),
    ...(options.includes.has('unassigned_users_count') ? { unassigned_users_count: stats.unassignedUsersCount } : {}),
    ...(options.sis ? { sis_group_category_id: null, sis_import_id: null } : {}),
    // GroupCategory#protected?: the built-in student_organized and communities sets; "imported" is not.
    protected: category.role !== null && category.role !== '' && category.role !== 'imported',
    allows_multiple_memberships: category.role === 'student_organized' || category.role === 'communities',
    is_member: stats.isMember,
  };
}

/** GroupMembership JSON (Api::V1::Group#group_membership_json); `justCreated` only on create. */
export function groupMembershipJson(membership: MembershipRow, options: { sis: boolean; justCreated?: boolean }) {
  return {
    id: membership.id,
    group_id: membership.group_id,
    user_id: membership.user_id,
    workflow_state: membership.workflow_state,
    moderator: membership.moderator === 1,
    created_at: membership.created_at,
    ...(options.justCreated === undefined ? {} : { just_created: options.justCreated }),
    ...(options.sis ? { sis_group_id: null, sis_import_id: null } : {}),
  };
}
