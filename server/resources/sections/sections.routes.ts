import { Hono } from 'hono';
import { z } from 'zod';
import { canvasString, stringList } from '../../canvas/coerce';
import type { AppEnv } from '../../canvas/context';
import { searchTermTooShort } from '../../canvas/errors';
import { paginate } from '../../canvas/pagination';
import type { CourseRight } from '../../canvas/permissions';
import { json } from '../../canvas/respond';
import { parseParams } from '../../canvas/validate';
import { loadCourse } from '../courses/course-access';
import { sectionJson } from './section.serialize';
import { listSections, sectionStudentCounts } from './sections.store';

const ROSTER_RIGHTS: CourseRight[] = ['read_roster', 'view_all_grades', 'manage_grades'];

const listParams = z.object({
  include: stringList().optional(),
  search_term: canvasString.optional(),
  all: z.unknown().optional(),
});

/** GET /courses/:course_id/sections (Canvas's SectionsController#index; Section JSON of docs/canvas-contract.md §7.10). */
export function sectionRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/courses/:course_id/sections', (c) => {
    const { db } = c.get('deps');
    const { course, access } = loadCourse(c, { rights: ['read', 'read_roster', 'view_all_grades', 'manage_grades'] });
    const params = parseParams(listParams, c.get('params'));
    const search = params.search_term?.trim() || undefined;
    if (search && search.length < 2) throw searchTermTooShort();
    // Canvas drops include[] for callers who cannot see the roster or grades.
    const seesRoster = ROSTER_RIGHTS.some((right) => access.rights.has(right));
    const includes = new Set(seesRoster ? params.include : []);
    const source = listSections(db, course.id, search);
    const rows = params.all !== undefined && params.all !== '' ? source.fetch(-1, 0) : paginate(c, source);
    const totalStudents = includes.has('total_students') ? sectionStudentCounts(db, rows.map((s) => s.id)) : undefined;
    const sis = access.rights.has('read_sis') ? { courseSisId: course.sis_course_id } : undefined;
    return json(c, rows.map((section) => sectionJson(section, { sis, totalStudents })));
  });
}
