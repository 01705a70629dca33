import { Hono } from 'hono';
import { z } from 'zod';
import { canvasBoolean, canvasString } from '../../canvas/coerce';
import type { AppEnv } from '../../canvas/context';
import { allDayFields, nowIso, parseDateParam } from '../../canvas/dates';
import { fieldError, validationFailed } from '../../canvas/errors';
import { json } from '../../canvas/respond';
import { parseParams } from '../../canvas/validate';
import { loadCourse } from '../courses/course-access';
import type { CourseRow } from '../courses/course-row';
import { sectionJson } from './section.serialize';
import { insertSection } from './sections.store';

/** Canvas's maximum_string_length for a section name. */
const MAX_NAME = 255;

const createParams = z.object({
  course_section: z
    .object({
      name: canvasString.nullable().optional(),
      start_at: z.unknown().optional(),
      end_at: z.unknown().optional(),
      restrict_enrollments_to_section_dates: canvasBoolean.optional(),
    })
    .optional(),
});

/** CourseSection#infer_defaults: an unnamed section is called after its course and today's date in the course's zone. */
function defaultName(course: CourseRow): string {
  return `${course.name} ${allDayFields(nowIso(), course.time_zone).all_day_date ?? ''}`.trim();
}

/**
 * POST /courses/:course_id/sections (SectionsController#create): manage_sections (Canvas's manage_sections_add),
 * so teachers and admins. Answers Section JSON with 200, as Canvas renders it; validation errors are the model shape.
 */
export function sectionCreateRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/courses/:course_id/sections', (c) => {
    const { course, access } = loadCourse(c, { rights: ['manage_sections'] });
    const fields = parseParams(createParams, c.get('params')).course_section ?? {};
    const startAt = parseDateParam(fields.start_at, 'start_at') ?? null;
    const endAt = parseDateParam(fields.end_at, 'end_at') ?? null;
    const name = fields.name ?? defaultName(course);
    if (name.length > MAX_NAME) throw validationFailed(fieldError('name', 'too_long', `is too long (maximum is ${MAX_NAME} characters)`));
    if (startAt && endAt && endAt < startAt) {
      const message = 'End date cannot be before start date';
      throw validationFailed(fieldError('end_at', message, message));
    }
    const section = insertSection(c.get('deps').db, {
      courseId: course.id,
      name,
      startAt,
      endAt,
      restrictToDates: fields.restrict_enrollments_to_section_dates ?? false,
    });
    const sis = access.rights.has('read_sis') ? { courseSisId: course.sis_course_id } : undefined;
    return json(c, sectionJson(section, { sis }));
  });
}
