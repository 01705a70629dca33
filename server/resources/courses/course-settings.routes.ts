import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../canvas/context';
import { nowIso } from '../../canvas/dates';
import { validationFailed } from '../../canvas/errors';
import { isTree } from '../../canvas/params';
import { json } from '../../canvas/respond';
import { courseImageUrl } from './course-image';
import { loadCourse } from './course-access';
import type { CourseRow } from './course-row';
import { parseSettingChanges, withDefaults, type SettingValue } from './course-settings';
import { loadStoredSettings, writeStoredSettings } from './course-settings.store';
import { findCourse } from './courses.store';
import { updateCourse } from './courses-write.store';

const IMAGE_KEYS = ['image_url', 'image_id', 'image', 'banner_image_url', 'banner_image_id', 'banner_image'];

/** The settings object of docs/canvas-contract.md §2.8, in Canvas's key order; column-backed keys read the course row. */
function courseSettingsJson(c: AppContext, course: CourseRow): Record<string, SettingValue> {
  const raw = loadStoredSettings(c.get('deps').db, course.id);
  const stored = withDefaults(raw);
  const columns: Record<string, SettingValue> = {
    allow_student_forum_attachments: course.allow_student_forum_attachments === 1,
    grading_standard_enabled: course.grading_standard_id !== null,
    grading_standard_id: course.grading_standard_id,
    grade_passback_setting: course.grade_passback_setting,
    hide_final_grades: course.hide_final_grades === 1,
    default_due_time: stored.default_due_time ?? '23:59:59',
    ...Object.fromEntries(IMAGE_KEYS.map((key) => [key, null])),
    image_url: raw.get('image_url') ?? null,
    image_id: raw.get('image_id') ?? null,
    image: courseImageUrl(c, course.id, raw),
  };
  const order = [
    'allow_final_grade_override', 'allow_student_discussion_topics', 'allow_student_forum_attachments',
    'allow_student_discussion_editing', 'allow_student_discussion_reporting', 'allow_student_anonymous_discussion_topics',
    'use_default_discussion_settings', 'default_discussion_settings', 'filter_speed_grader_by_student_group',
    'grading_standard_enabled', 'grading_standard_id', 'grade_passback_setting', 'allow_student_organized_groups',
    'hide_final_grades', 'hide_distribution_graphs', 'hide_sections_on_course_users_page', 'lock_all_announcements',
    'usage_rights_required', 'restrict_student_past_view', 'restrict_student_future_view', 'restrict_quantitative_data',
    'show_announcements_on_home_page', 'home_page_announcement_limit', 'syllabus_course_summary', 'homeroom_course',
    ...IMAGE_KEYS, 'course_color', 'friendly_name', 'default_due_time', 'conditional_release',
  ];
  return Object.fromEntries(order.map((key) => [key, key in columns ? (columns[key] ?? null) : (stored[key] ?? null)]));
}

/** GET and PUT /courses/:course_id/settings (docs/canvas-contract.md §2.8, §2.9). Parameters are top-level, not course[...]. */
export function courseSettingsRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/courses/:course_id/settings', (c) => {
      const { course } = loadCourse(c);
      return json(c, courseSettingsJson(c, course));
    })
    .put('/courses/:course_id/settings', (c) => {
      const { db } = c.get('deps');
      const { course } = loadCourse(c, { rights: ['manage_content', 'manage_course_content_edit'] });
      const params = c.get('params');
      const changes = parseSettingChanges(isTree(params) ? params : {});
      if (Object.keys(changes.errors).length > 0) throw validationFailed(changes.errors);
      db.transaction(() => {
        writeStoredSettings(db, course.id, changes.stored);
        const { hide_final_grades: hide, allow_student_forum_attachments: attachments } = changes.columns;
        const patch = {
          ...(hide === undefined ? {} : { hide_final_grades: hide ? 1 : 0 }),
          ...(attachments === undefined ? {} : { allow_student_forum_attachments: attachments ? 1 : 0 }),
        };
        if (Object.keys(patch).length > 0) updateCourse(db, course.id, patch, nowIso());
      }).immediate();
      return json(c, courseSettingsJson(c, findCourse(db, course.id) ?? course));
    });
}
