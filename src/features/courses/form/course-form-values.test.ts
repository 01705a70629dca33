import { describe, expect, it } from 'vitest';
import { courseSchema } from '@/api/schemas/course';
import {
  createCourseSchema,
  editCourseSchema,
  editValuesFromCourse,
  toCreateCourseParams,
  toUpdateCourseFields,
  visibilityOf,
  type CreateCourseValues,
  type EditCourseValues,
} from './course-form-values';

const createValues: CreateCourseValues = {
  account_id: '2',
  name: 'Marine Biology',
  course_code: '',
  term_id: '',
  use_course_dates: false,
  start_at: '',
  end_at: '',
  time_zone: 'America/Denver',
  license: 'private',
  visibility: 'course',
  publish: false,
  enroll_me: true,
};

describe('toCreateCourseParams', () => {
  it('leaves out what Canvas should default: code, term and dates', () => {
    expect(toCreateCourseParams(createValues)).toEqual({
      accountId: '2',
      params: {
        course: {
          name: 'Marine Biology',
          time_zone: 'America/Denver',
          license: 'private',
          is_public: false,
          is_public_to_auth_users: false,
        },
        offer: false,
        enroll_me: true,
      },
    });
  });

  it('sends dates as UTC with the override on, in the chosen zone', () => {
    const { params } = toCreateCourseParams({
      ...createValues,
      course_code: 'MB 200',
      term_id: '4',
      start_at: '2027-01-11T08:00',
      end_at: '2027-05-07T17:00',
      visibility: 'institution',
      publish: true,
    });
    expect(params.course).toMatchObject({
      course_code: 'MB 200',
      term_id: '4',
      restrict_enrollments_to_course_dates: true,
      start_at: '2027-01-11T15:00:00Z',
      end_at: '2027-05-07T23:00:00Z',
      is_public: false,
      is_public_to_auth_users: true,
    });
    expect(params.offer).toBe(true);
  });

  it('turns the override on for one date alone, and when asked with none', () => {
    expect(toCreateCourseParams({ ...createValues, end_at: '2027-05-07T17:00' }).params.course).toMatchObject({
      restrict_enrollments_to_course_dates: true,
      start_at: null,
      end_at: '2027-05-07T23:00:00Z',
    });
    expect(toCreateCourseParams({ ...createValues, use_course_dates: true }).params.course).toMatchObject({
      restrict_enrollments_to_course_dates: true,
      start_at: null,
      end_at: null,
    });
  });
});

const editValues: EditCourseValues = {
  name: 'Biology 101',
  course_code: 'BIO 101',
  term_id: '3',
  use_course_dates: false,
  start_at: '',
  end_at: '',
  time_zone: 'America/Denver',
  license: 'cc_by',
  visibility: 'public',
  default_view: 'syllabus',
  course_format: '',
  syllabus_body: '<p>Hi</p>',
};

const everything = new Set(Object.keys(editValues) as (keyof EditCourseValues)[]);

describe('toUpdateCourseFields', () => {
  it('sends every changed field and says the course follows its term', () => {
    expect(toUpdateCourseFields(editValues, { canChangeTerm: false, changed: everything })).toEqual({
      name: 'Biology 101',
      course_code: 'BIO 101',
      restrict_enrollments_to_course_dates: false,
      time_zone: 'America/Denver',
      license: 'cc_by',
      is_public: true,
      is_public_to_auth_users: false,
      default_view: 'syllabus',
      course_format: null,
      syllabus_body: '<p>Hi</p>',
    });
  });

  it('sends only what changed: a new name alone never tells Canvas the course follows its term (which clears its end)', () => {
    expect(toUpdateCourseFields(editValues, { canChangeTerm: true, changed: new Set(['name']) })).toEqual({ name: 'Biology 101' });
  });

  it('re-sends shown dates when the zone changes, and leaves hidden ones alone', () => {
    const dated = { ...editValues, use_course_dates: true, start_at: '2026-10-07T00:00' };
    expect(toUpdateCourseFields(dated, { canChangeTerm: false, changed: new Set(['time_zone']) })).toMatchObject({
      start_at: '2026-10-07T06:00:00Z',
      time_zone: 'America/Denver',
    });
    expect(toUpdateCourseFields(editValues, { canChangeTerm: false, changed: new Set(['time_zone']) })).toEqual({ time_zone: 'America/Denver' });
  });

  it('sends the term only for those who may change it', () => {
    expect(toUpdateCourseFields(editValues, { canChangeTerm: true, changed: everything }).term_id).toBe('3');
    expect(toUpdateCourseFields(editValues, { canChangeTerm: false, changed: everything }).term_id).toBeUndefined();
  });

  it('sends dates with the override', () => {
    const fields = toUpdateCourseFields(
      { ...editValues, use_course_dates: true, start_at: '2026-10-07T00:00' },
      { canChangeTerm: false, changed: new Set(['start_at']) },
    );
    expect(fields).toEqual({ restrict_enrollments_to_course_dates: true, start_at: '2026-10-07T06:00:00Z', end_at: null });
  });
});

describe('form schemas', () => {
  it('requires a name of at most 255 characters', () => {
    expect(createCourseSchema.safeParse({ ...createValues, name: '   ' }).success).toBe(false);
    expect(createCourseSchema.safeParse({ ...createValues, name: 'x'.repeat(256) }).success).toBe(false);
    expect(createCourseSchema.parse({ ...createValues, name: '  Trimmed  ' }).name).toBe('Trimmed');
  });

  it('puts end-before-start on the end field, alongside other errors', () => {
    const result = createCourseSchema.safeParse({
      ...createValues,
      account_id: '',
      start_at: '2027-05-01T09:00',
      end_at: '2027-04-01T09:00',
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['account_id', 'end_at']));
  });

  it('rejects half-typed dates', () => {
    expect(editCourseSchema.safeParse({ ...editValues, start_at: '2027-05-01' }).success).toBe(false);
  });
});

describe('editValuesFromCourse', () => {
  const base = courseSchema.parse({
    id: 1, name: 'Biology 101', course_code: 'BIO 101', account_id: 2, root_account_id: 1, enrollment_term_id: 3,
    uuid: 'u', created_at: '2026-09-13T02:49:22Z', start_at: '2026-10-07T06:00:00Z', end_at: '2027-02-05T06:59:59Z',
    default_view: 'syllabus', workflow_state: 'available', is_public: false, is_public_to_auth_users: true,
    public_syllabus: false, public_syllabus_to_auth: false, license: null, grading_standard_id: null,
    grade_passback_setting: null, storage_quota_mb: 500, hide_final_grades: false, apply_assignment_group_weights: false,
    restrict_enrollments_to_course_dates: true, homeroom_course: false, course_color: null, friendly_name: null,
    calendar: { ics: 'x' }, time_zone: 'America/Denver', blueprint: false, template: false, course_format: 'online',
  });

  it('shows overriding dates in the course zone', () => {
    expect(editValuesFromCourse(base, null)).toMatchObject({
      use_course_dates: true,
      start_at: '2026-10-07T00:00',
      end_at: '2027-02-04T23:59',
      license: 'private',
      visibility: 'institution',
      course_format: 'online',
      syllabus_body: '',
      term_id: '3',
    });
  });

  it('leaves dates empty while the course follows its term', () => {
    const values = editValuesFromCourse({ ...base, restrict_enrollments_to_course_dates: false }, '<p>S</p>');
    expect(values).toMatchObject({ use_course_dates: false, start_at: '', end_at: '', syllabus_body: '<p>S</p>' });
  });

  it('reads visibility', () => {
    expect(visibilityOf({ is_public: true, is_public_to_auth_users: true })).toBe('public');
    expect(visibilityOf({ is_public: false, is_public_to_auth_users: false })).toBe('course');
  });
});
