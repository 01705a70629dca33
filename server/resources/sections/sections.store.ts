import type { Db } from '../../canvas/context';
import { nowIso } from '../../canvas/dates';
import { likePattern, placeholders } from '../../db/sql';
import type { SectionRow } from './section-row';
import { prepared } from '../../db/statements';

/** Active sections of a course in Canvas's order (name, then id), optionally filtered by a name fragment. */
export function listSections(db: Db, courseId: number, search: string | undefined) {
  const filter = search ? `AND name LIKE ? ESCAPE '\\'` : '';
  const args: (string | number)[] = [courseId];
  if (search) args.push(likePattern(search));
  const base = `FROM course_sections WHERE course_id = ? AND workflow_state = 'active' ${filter}`;
  return {
    fetch: (limit: number, offset: number) =>
      prepared<(string | number)[], SectionRow>(db, `SELECT * ${base} ORDER BY name COLLATE NOCASE, id LIMIT ? OFFSET ?`)
        .all(...args, limit, offset),
    count: () => prepared<(string | number)[], { n: number }>(db, `SELECT COUNT(*) AS n ${base}`).get(...args)?.n ?? 0,
  };
}

/** Active and invited students per section, as Canvas counts total_students. */
export function sectionStudentCounts(db: Db, sectionIds: number[]): Map<number, number> {
  if (sectionIds.length === 0) return new Map();
  const rows = prepared<number[], { course_section_id: number; n: number }>(db,
      `SELECT course_section_id, COUNT(DISTINCT user_id) AS n FROM enrollments
        WHERE course_section_id IN (${placeholders(sectionIds)}) AND type = 'StudentEnrollment'
          AND workflow_state IN ('active', 'invited')
        GROUP BY course_section_id`,
    )
    .all(...sectionIds);
  return new Map(rows.map((row) => [row.course_section_id, row.n]));
}

export type NewSection = { courseId: number; name: string; startAt: string | null; endAt: string | null; restrictToDates: boolean };

export function insertSection(db: Db, section: NewSection): SectionRow {
  const row = prepared<[number, string, string | null, string | null, number, string], SectionRow>(db,
      `INSERT INTO course_sections (course_id, name, start_at, end_at, restrict_enrollments_to_section_dates, created_at)
       VALUES (?, ?, ?, ?, ?, ?) RETURNING *`,
    )
    .get(section.courseId, section.name, section.startAt, section.endAt, section.restrictToDates ? 1 : 0, nowIso());
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}
