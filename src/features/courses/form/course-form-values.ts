import { z } from 'zod/mini';
import type { CourseFields, CreateCourseParams } from '@/api/course-writes';
import type { Course } from '@/api/schemas/course';
import { isLocalDateTime, utcIsoToZonedLocal, zonedLocalToUtcIso } from '@/lib/zoned-time';
import type { CanvasId } from '@/api/schemas/ids';

/**
 * The course forms' own values (strings as the inputs hold them) and the one mapping from them to
 * Canvas's `course[...]` params. Dates are wall-clock values in the chosen time zone.
 */

const VISIBILITIES = ['course', 'institution', 'public'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

const MAX_LENGTH = 255;

const localDateTime = z.string().check(z.refine((value) => value === '' || isLocalDateTime(value), 'Enter a complete date and time.'));

const detailsShape = {
  name: z.string().check(z.trim(), z.minLength(1, 'Enter a course name.'), z.maxLength(MAX_LENGTH, `Use at most ${MAX_LENGTH} characters.`)),
  course_code: z.string().check(z.trim(), z.maxLength(MAX_LENGTH, `Use at most ${MAX_LENGTH} characters.`)),
  /** '' = the account's default term. */
  term_id: z.string(),
  /** Canvas's restrict_enrollments_to_course_dates: course dates override the term's. */
  use_course_dates: z.boolean(),
  start_at: localDateTime,
  end_at: localDateTime,
  time_zone: z.string().check(z.minLength(1, 'Choose a time zone.')),
  license: z.string(),
  visibility: z.enum(VISIBILITIES),
};

interface DateValues {
  start_at: string;
  end_at: string;
}

/** The end may not come before the start. Both are wall-clock values in one zone, so text order is time order. */
function endNotBeforeStart<T extends z.ZodMiniType<DateValues>>(schema: T) {
  return schema.check(
    z.refine((values: DateValues) => !(values.start_at && values.end_at && values.end_at < values.start_at), {
      message: 'The end must not be before the start.',
      path: ['end_at'],
      // Check even while other fields are invalid, so every problem shows at once.
      when: (payload) => {
        const value: unknown = payload.value;
        return typeof value === 'object' && value !== null && 'start_at' in value && 'end_at' in value;
      },
    }),
  );
}

export const createCourseSchema = endNotBeforeStart(
  z.object({
    ...detailsShape,
    account_id: z.string().check(z.minLength(1, 'Choose an account.')),
    publish: z.boolean(),
    enroll_me: z.boolean(),
  }),
);

export const editCourseSchema = endNotBeforeStart(
  z.object({
    ...detailsShape,
    default_view: z.string(),
    course_format: z.string(),
    syllabus_body: z.string(),
  }),
);

export type CreateCourseValues = z.infer<typeof createCourseSchema>;
export type EditCourseValues = z.infer<typeof editCourseSchema>;
/** The fields both forms share. */
export type CourseDetailValues = Pick<CreateCourseValues, keyof typeof detailsShape>;

/** Where Canvas's error attributes land in these forms; `conclude_at` is the internal name of end_at. */
export const COURSE_ERROR_FIELDS = {
  name: 'name',
  course_code: 'course_code',
  start_at: 'start_at',
  end_at: 'end_at',
  conclude_at: 'end_at',
  time_zone: 'time_zone',
  license: 'license',
  is_public: 'visibility',
  is_public_to_auth_users: 'visibility',
  term_id: 'term_id',
  enrollment_term_id: 'term_id',
  default_view: 'default_view',
  course_format: 'course_format',
  syllabus_body: 'syllabus_body',
  unparsable_content: 'syllabus_body',
  account_id: 'account_id',
} as const;

export function visibilityOf(course: Pick<Course, 'is_public' | 'is_public_to_auth_users'>): Visibility {
  if (course.is_public) return 'public';
  return course.is_public_to_auth_users ? 'institution' : 'course';
}

function visibilityFields(visibility: Visibility): Pick<CourseFields, 'is_public' | 'is_public_to_auth_users'> {
  return { is_public: visibility === 'public', is_public_to_auth_users: visibility === 'institution' };
}

/**
 * Dates count only with restrict_enrollments_to_course_dates=true: Canvas drops them on create and
 * clears the end on update otherwise. Any date entered therefore turns the override on.
 */
function dateFields(values: CourseDetailValues, mode: 'create' | 'edit'): CourseFields {
  const start = values.start_at ? zonedLocalToUtcIso(values.start_at, values.time_zone) : null;
  const end = values.end_at ? zonedLocalToUtcIso(values.end_at, values.time_zone) : null;
  if (values.use_course_dates || start !== null || end !== null) {
    return { restrict_enrollments_to_course_dates: true, start_at: start, end_at: end };
  }
  return mode === 'edit' ? { restrict_enrollments_to_course_dates: false } : {};
}

/** POST /accounts/:account_id/courses. An empty code is left out so Canvas derives one from the name. */
export function toCreateCourseParams(values: CreateCourseValues): { accountId: CanvasId; params: CreateCourseParams } {
  const course: CourseFields = {
    name: values.name,
    ...(values.course_code ? { course_code: values.course_code } : {}),
    ...(values.term_id ? { term_id: values.term_id } : {}),
    ...dateFields(values, 'create'),
    time_zone: values.time_zone,
    license: values.license,
    ...visibilityFields(values.visibility),
  };
  return { accountId: values.account_id, params: { course, offer: values.publish, enroll_me: values.enroll_me } };
}

type EditField = keyof EditCourseValues;

/**
 * PUT /courses/:id with only what the user changed, so a save never drops or rewrites a value they did not see or
 * touch (Canvas clears a hidden end date when told the course follows its term). The term is sent only by those who
 * may change it (account admins); an empty code asks Canvas to derive one again. Dates are wall-clock values in the
 * chosen zone, so a new zone re-sends shown dates.
 */
export function toUpdateCourseFields(
  values: EditCourseValues,
  { canChangeTerm, changed }: { canChangeTerm: boolean; changed: ReadonlySet<EditField> },
): CourseFields {
  const has = (...fields: EditField[]) => fields.some((field) => changed.has(field));
  const datesChanged = has('use_course_dates', 'start_at', 'end_at') || (has('time_zone') && values.use_course_dates);
  return {
    ...(has('name') ? { name: values.name } : {}),
    ...(has('course_code') ? { course_code: values.course_code } : {}),
    ...(canChangeTerm && has('term_id') && values.term_id ? { term_id: values.term_id } : {}),
    ...(datesChanged ? dateFields(values, 'edit') : {}),
    ...(has('time_zone') ? { time_zone: values.time_zone } : {}),
    ...(has('license') ? { license: values.license } : {}),
    ...(has('visibility') ? visibilityFields(values.visibility) : {}),
    ...(has('default_view') ? { default_view: values.default_view } : {}),
    ...(has('course_format') ? { course_format: values.course_format || null } : {}),
    ...(has('syllabus_body') ? { syllabus_body: values.syllabus_body } : {}),
  };
}

/** The edit form's starting values. Dates show only while they override the term (Canvas ignores them otherwise). */
export function editValuesFromCourse(course: Course, syllabus: string | null): EditCourseValues {
  const zone = course.time_zone;
  const own = course.restrict_enrollments_to_course_dates;
  return {
    name: course.name,
    course_code: course.course_code,
    term_id: course.enrollment_term_id,
    use_course_dates: own,
    start_at: own ? utcIsoToZonedLocal(course.start_at, zone) : '',
    end_at: own ? utcIsoToZonedLocal(course.end_at, zone) : '',
    time_zone: zone,
    license: course.license ?? 'private',
    visibility: visibilityOf(course),
    default_view: course.default_view,
    course_format: course.course_format ?? '',
    syllabus_body: syllabus ?? '',
  };
}
