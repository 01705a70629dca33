import { describe, expect, it } from 'vitest';
import { courseContract } from './contracts';
import { courseListItemSchema, courseSchema, isRestrictedCourse } from './course';

const course = {
  id: 1,
  name: 'Biology 101',
  course_code: 'BIO 101',
  account_id: 2,
  root_account_id: 1,
  enrollment_term_id: 3,
  uuid: 'wzLdFvL4AnrZXUyCtDeuGwcOpyTf64Ct63CxEc9G',
  created_at: '2026-09-13T02:49:22Z',
  start_at: null,
  end_at: '2027-02-05T06:59:59Z',
  default_view: 'syllabus',
  workflow_state: 'available',
  is_public: false,
  is_public_to_auth_users: false,
  public_syllabus: false,
  public_syllabus_to_auth: false,
  license: 'private',
  grading_standard_id: null,
  grade_passback_setting: null,
  storage_quota_mb: 500,
  hide_final_grades: false,
  apply_assignment_group_weights: true,
  restrict_enrollments_to_course_dates: false,
  homeroom_course: false,
  course_color: null,
  friendly_name: null,
  calendar: { ics: 'http://h.test/feeds/calendars/course_x.ics' },
  time_zone: 'America/Denver',
  blueprint: false,
  template: false,
  enrollments: [{ type: 'teacher', role: 'TeacherEnrollment', role_id: 4, user_id: 2, enrollment_state: 'active' }],
  term: { id: 3, name: 'Current Term', start_at: null, end_at: null, sis_term_id: 'TERM-CUR' },
  teachers: [{ id: 2, anonymous_id: '2', display_name: 'Rafael', avatar_image_url: null, html_url: 'http://h.test/u/2' }],
  total_students: 42,
  some_future_field: { kept: true },
};

describe('courseSchema', () => {
  it('accepts a full course and keeps unknown keys', () => {
    const parsed = courseSchema.parse(course);
    expect(parsed.term?.name).toBe('Current Term');
    expect(parsed).toHaveProperty('some_future_field');
  });

  it('rejects a course missing a field the UI reads', () => {
    const { course_code: _code, ...withoutCode } = course;
    expect(courseSchema.safeParse(withoutCode).success).toBe(false);
  });

  it('does without a field only the server must send, which the contract still requires', () => {
    const { uuid: _uuid, enrollments: _enrollments, ...withoutUuid } = course;
    expect(courseSchema.safeParse(withoutUuid).success).toBe(true);
    const { some_future_field: _future, ...onContract } = withoutUuid;
    expect(courseContract.safeParse(onContract).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['uuid']);
  });
});

describe('courseListItemSchema', () => {
  it('accepts the reduced access-restricted element', () => {
    const restricted = courseListItemSchema.parse({ id: 9, access_restricted_by_date: true });
    expect(isRestrictedCourse(restricted)).toBe(true);
    const full = courseListItemSchema.parse(course);
    expect(isRestrictedCourse(full)).toBe(false);
  });
});
