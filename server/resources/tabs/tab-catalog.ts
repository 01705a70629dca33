import type { CourseRight } from '../../canvas/permissions';

/** One navigation tab an owner offers: Canvas's tab hash (id as css_class, label, where it leads). */
export type TabDefinition = {
  id: string;
  label: string;
  /** The web path below the owner, '' for the owner's home (Canvas's *_path helpers). */
  path: string;
  /** Course tabs: the caller needs any of these rights to see the tab at all (Course#tabs_available). */
  rights?: CourseRight[];
};

/**
 * Course tabs in Canvas's default order (Course.default_tabs). Left out, as Canvas leaves them out of the API when
 * their feature is off (Api::V1::Tab#context_tabs): conferences (web_conferences), collaborations (none configured),
 * rubrics, course pacing and smart search (feature flags), and external tools (Lectern has none).
 */
export const COURSE_TABS: readonly TabDefinition[] = [
  { id: 'home', label: 'Home', path: '', rights: ['read', 'manage_content'] },
  { id: 'announcements', label: 'Announcements', path: '/announcements', rights: ['read', 'manage_content'] },
  { id: 'assignments', label: 'Assignments', path: '/assignments', rights: ['read', 'manage_content', 'manage_assignments'] },
  { id: 'discussions', label: 'Discussions', path: '/discussion_topics', rights: ['read', 'post_to_forum', 'manage_content'] },
  { id: 'grades', label: 'Grades', path: '/grades', rights: ['read_grades', 'view_all_grades', 'manage_grades'] },
  { id: 'people', label: 'People', path: '/users', rights: ['read_roster'] },
  { id: 'pages', label: 'Pages', path: '/wiki', rights: ['read', 'manage_content'] },
  { id: 'files', label: 'Files', path: '/files', rights: ['read_files', 'manage_files_add', 'manage_files_edit', 'manage_files_delete'] },
  { id: 'syllabus', label: 'Syllabus', path: '/assignments/syllabus', rights: ['read', 'manage_content', 'manage_assignments'] },
  // Outcomes are for students and staff, not observers (Course#tabs_available removes them for "non-students").
  { id: 'outcomes', label: 'Outcomes', path: '/outcomes', rights: ['participate_as_student', 'read_as_admin', 'manage_content'] },
  { id: 'quizzes', label: 'Quizzes', path: '/quizzes', rights: ['read', 'manage_content', 'manage_assignments'] },
  { id: 'modules', label: 'Modules', path: '/modules', rights: ['read', 'manage_content'] },
  { id: 'settings', label: 'Settings', path: '/settings', rights: ['read_as_admin'] },
];

/** Group tabs (Group#tabs_available); conferences and collaborations are off as for courses. */
export const GROUP_TABS: readonly TabDefinition[] = [
  { id: 'home', label: 'Home', path: '' },
  { id: 'announcements', label: 'Announcements', path: '/announcements' },
  { id: 'pages', label: 'Pages', path: '/wiki' },
  { id: 'people', label: 'People', path: '/users' },
  { id: 'discussions', label: 'Discussions', path: '/discussion_topics' },
  { id: 'files', label: 'Files', path: '/files' },
];

/**
 * User tabs (UserProfile#tabs_available), whose paths are not below /users/:id (their helpers take no args). The
 * profile tab needs profiles enabled on the account and ePortfolios, content shares and observer tabs need features
 * Lectern does not have, so they are left out.
 */
export const USER_TABS: readonly TabDefinition[] = [
  { id: 'notifications', label: 'Notifications', path: '/profile/communication' },
  { id: 'files', label: 'Files', path: '/files' },
  { id: 'profile_settings', label: 'Settings', path: '/profile/settings' },
  { id: 'past_global_announcements', label: 'Global Announcements', path: '/account_notifications?include_past=true' },
];

/** Course tabs nobody moves or hides, and where they stay (TabsController#update). */
export const FIRST_TAB = 'home';
export const LAST_TAB = 'settings';
