import { z } from 'zod';
import type { Db } from '../../canvas/context';
import type { TabSetting } from './tab-order';
import { prepared } from '../../db/statements';

const storedTabs = z.array(z.object({ id: z.string(), hidden: z.boolean().optional() }));

/** The course's stored tab configuration, or [] when it has none (Canvas's default order then applies). */
export function loadTabConfiguration(db: Db, courseId: number): TabSetting[] {
  const row = prepared<[number], { tabs: string }>(db, 'SELECT tabs FROM course_tab_configurations WHERE course_id = ?')
    .get(courseId);
  if (!row) return [];
  // A value this server did not write reads as no configuration rather than failing every tabs request.
  const parsed = storedTabs.safeParse(JSON.parse(row.tabs));
  return parsed.success ? parsed.data : [];
}

/** Replaces the course's whole configuration, as Canvas rewrites tab_configuration. Call inside a transaction. */
export function saveTabConfiguration(db: Db, courseId: number, tabs: readonly TabSetting[], now: string): void {
  prepared(db,
    `INSERT INTO course_tab_configurations (course_id, tabs, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (course_id) DO UPDATE SET tabs = excluded.tabs, updated_at = excluded.updated_at`,
  ).run(courseId, JSON.stringify(tabs), now);
}

/**
 * Tabs Canvas marks `hidden_unused` for this course (Course#tabs_available in app/models/course.rb): a tab whose
 * content the course has none of. Lectern keeps no announcements, pages, quizzes, modules or outcomes, so those tabs
 * are always unused (pages stay in use while students may edit the wiki); files and assignments count what is there.
 */
export function unusedTabIds(db: Db, courseId: number, allowStudentWikiEdits: boolean): Set<string> {
  const unused = new Set(['announcements', 'quizzes', 'modules', 'outcomes']);
  if (!allowStudentWikiEdits) unused.add('pages');
  const hasFile = prepared<[number], { found: number }>(db,
    `SELECT 1 AS found FROM attachments WHERE context_type = 'Course' AND context_id = ? AND workflow_state != 'deleted' LIMIT 1`,
  ).get(courseId);
  if (!hasFile) unused.add('files');
  const hasAssignment = prepared<[number], { found: number }>(db,
    `SELECT 1 AS found FROM assignments WHERE course_id = ? AND workflow_state != 'deleted' LIMIT 1`,
  ).get(courseId);
  if (!hasAssignment) unused.add('assignments');
  return unused;
}
