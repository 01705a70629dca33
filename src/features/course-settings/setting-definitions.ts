import type { CourseSettings } from '@/api/schemas/course-settings';

/**
 * The settings this page edits, grouped as instructors look for them. Only keys that PUT /settings
 * accepts (§2.9) are here; read-only keys (grading_standard_enabled, image…) are not editable.
 */

export type SettingKind = 'switch' | 'text' | 'integer' | 'color' | 'time';

export interface SettingDefinition {
  key: string;
  label: string;
  description?: string;
  kind: SettingKind;
}

export interface SettingGroup {
  id: string;
  title: string;
  description: string;
  settings: SettingDefinition[];
}

const toggle = (key: string, label: string, description?: string): SettingDefinition => ({ key, label, description, kind: 'switch' });

const SETTING_GROUPS: SettingGroup[] = [
  {
    id: 'students',
    title: 'Students',
    description: 'What students can see and do in this course.',
    settings: [
      toggle('allow_student_organized_groups', 'Let students create their own groups'),
      toggle('restrict_student_future_view', 'Hide the course from students before it starts', 'Applies when the course has a start date.'),
      toggle('restrict_student_past_view', 'Hide the course from students after it ends', 'Applies when the course has an end date.'),
      toggle('hide_sections_on_course_users_page', 'Hide sections on the People page from students'),
      toggle('restrict_quantitative_data', 'Show students letter grades only', 'Hides points and percentages from students.'),
    ],
  },
  {
    id: 'discussions',
    title: 'Discussions',
    description: 'Permissions for discussions and announcements.',
    settings: [
      toggle('allow_student_discussion_topics', 'Let students create discussion topics'),
      toggle('allow_student_discussion_editing', 'Let students edit or delete their own replies'),
      toggle('allow_student_forum_attachments', 'Let students attach files to discussions'),
      toggle('allow_student_discussion_reporting', 'Let students report replies'),
      toggle('allow_student_anonymous_discussion_topics', 'Let students create anonymous topics'),
      toggle('lock_all_announcements', 'Turn off comments on announcements'),
    ],
  },
  {
    id: 'grades',
    title: 'Grades',
    description: 'How grades are shown and entered.',
    settings: [
      toggle('hide_final_grades', 'Hide totals in students’ grade summaries'),
      toggle('hide_distribution_graphs', 'Hide grade distribution graphs from students'),
      toggle('allow_final_grade_override', 'Allow final grade override', 'Lets graders replace a computed final grade.'),
      toggle('filter_speed_grader_by_student_group', 'Filter SpeedGrader by student group'),
    ],
  },
  {
    id: 'home-page',
    title: 'Home page',
    description: 'What appears on the course home and syllabus.',
    settings: [
      toggle('show_announcements_on_home_page', 'Show recent announcements on the home page'),
      {
        key: 'home_page_announcement_limit',
        label: 'Announcements on the home page',
        description: 'How many recent announcements to show, from 1 to 100.',
        kind: 'integer',
      },
      toggle('syllabus_course_summary', 'Show the course summary on the syllabus'),
    ],
  },
  {
    id: 'appearance',
    title: 'Appearance',
    description: 'How the course looks in course lists and dashboards.',
    settings: [
      { key: 'course_color', label: 'Course color', description: 'A hex color such as #3B5BDB. Leave empty for the default.', kind: 'color' },
      {
        key: 'friendly_name',
        label: 'Friendly name',
        description: 'A short name shown instead of the course name on elementary dashboards.',
        kind: 'text',
      },
    ],
  },
  {
    id: 'course',
    title: 'Course',
    description: 'Defaults and features for course content.',
    settings: [
      {
        key: 'default_due_time',
        label: 'Default due time',
        description: 'Used when a due date is set without a time. 11:59 PM means the end of the day.',
        kind: 'time',
      },
      toggle('usage_rights_required', 'Require copyright and license information for files', 'Files without it cannot be published.'),
      toggle('conditional_release', 'Turn on mastery paths'),
      toggle('homeroom_course', 'Use as a homeroom course', 'For Canvas for Elementary.'),
    ],
  },
];

/** Settings keys may be missing on real Canvas (older instances return a subset): keep only those present. */
export function presentGroups(settings: CourseSettings, groups: SettingGroup[] = SETTING_GROUPS): SettingGroup[] {
  return groups
    .map((group) => ({ ...group, settings: group.settings.filter((setting) => setting.key in settings) }))
    .filter((group) => group.settings.length > 0);
}
