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
