import { describe, expect, it } from 'vitest';
import { activityItemSchema } from './activity';
import { activityItemContract, courseContract, courseSettingsContract } from './contracts';
import { courseSchema } from './course';
import { courseSettingsSchema } from './course-settings';
import { strictContract } from './strict';

const course = {
  id: 1, name: 'Biology 101', course_code: 'BIO 101', account_id: 2, root_account_id: 1, enrollment_term_id: 3,
  uuid: 'wzLdFvL4AnrZXUyCtDeuGwcOpyTf64Ct63CxEc9G', created_at: '2026-09-13T02:49:22Z', start_at: null,
  end_at: '2027-02-05T06:59:59-07:00', default_view: 'syllabus', workflow_state: 'available', is_public: false,
  is_public_to_auth_users: false, public_syllabus: false, public_syllabus_to_auth: false, license: 'private',
  grading_standard_id: null, grade_passback_setting: null, storage_quota_mb: 500, hide_final_grades: false,
  apply_assignment_group_weights: true, restrict_enrollments_to_course_dates: false, homeroom_course: false,
  course_color: null, friendly_name: null, calendar: { ics: 'http://h.test/feeds/calendars/course_x.ics' },
  time_zone: 'America/Denver', blueprint: false, template: false,
  term: { id: 3, name: 'Current Term', start_at: '2026-08-01T00:00:00Z', end_at: null },
};

describe('strict contract schemas', () => {
  it('accept what the lenient schema accepts when it is on contract, offsets included, and hand back the body as sent', () => {
    expect(courseSchema.parse(course)).toMatchObject({ id: '1', account_id: '2', term: { id: '3' } });
    expect(courseContract.parse(course)).toEqual(course);
  });

  it('hold ids to the wire form asked for: numbers by default, strings of digits under the string-ids header', () => {
    const stringIds = { ...course, id: '1', account_id: '2', root_account_id: '1', enrollment_term_id: '3', term: { ...course.term, id: '3' } };
    expect(courseSchema.parse(stringIds)).toEqual(courseSchema.parse(course));
    expect(courseContract.safeParse(stringIds).success).toBe(false);
    expect(courseContract.safeParse({ ...course, term: { ...course.term, id: '3' } }).success).toBe(false);
    const stringIdContract = strictContract(courseSchema, { ids: 'string' });
    expect(stringIdContract.parse(stringIds)).toEqual(stringIds);
    expect(stringIdContract.safeParse(course).success).toBe(false);
    expect(stringIdContract.safeParse({ ...stringIds, id: 'abc' }).success).toBe(false);
  });

  it('reject an undocumented key at any depth, which the app lets pass', () => {
    const extra = { ...course, term: { ...course.term, colour: 'red' } };
    expect(courseSchema.safeParse(extra).success).toBe(true);
    expect(courseContract.safeParse(extra).success).toBe(false);
    expect(courseContract.safeParse({ ...course, surprise: 1 }).success).toBe(false);
  });

  it('reject a date that is not ISO 8601 with a zone, at any depth', () => {
    for (const bad of ['2026-08-01', '2026-08-01 00:00:00', 'yesterday', '2026-08-01T00:00:00']) {
      const nested = { ...course, term: { ...course.term, start_at: bad } };
      expect(courseSchema.safeParse(nested).success).toBe(true);
      expect(courseContract.safeParse(nested).success, bad).toBe(false);
      expect(courseContract.safeParse({ ...course, created_at: bad }).success, bad).toBe(false);
    }
  });

  it('require the keys the app reads as optional for older services', () => {
    expect(courseSettingsSchema.safeParse({ hide_final_grades: true }).success).toBe(true);
    expect(courseSettingsContract.safeParse({ hide_final_grades: true }).success).toBe(false);
  });

  it('keep the kind-specific keys of an activity item but still check the common ones', () => {
    const item = {
      id: 1, title: 'Week 1', message: null, type: 'Announcement', read_state: true, context_type: 'Course',
      created_at: '2026-02-01T12:00:00Z', updated_at: '2026-02-01T12:00:00Z', announcement_id: 4,
    };
    expect(activityItemContract.parse(item)).toMatchObject({ announcement_id: 4 });
    expect(activityItemContract.safeParse({ ...item, updated_at: 'soon' }).success).toBe(false);
    expect(activityItemSchema.safeParse({ ...item, updated_at: 'soon' }).success).toBe(true);
  });
});
