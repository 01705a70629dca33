import type { Db } from '../../canvas/context';
import { isDefaultSetting, type SettingValue } from './course-settings';
import { prepared } from '../../db/statements';

export function loadStoredSettings(db: Db, courseId: number): Map<string, SettingValue> {
  const rows = prepared<[number], { name: string; value: string }>(db, 'SELECT name, value FROM course_settings WHERE course_id = ?')
    .all(courseId);
  return new Map(rows.map((row) => [row.name, JSON.parse(row.value) as SettingValue]));
}

/** Stores each changed value; a value equal to its default removes the row. Call inside a transaction. */
export function writeStoredSettings(db: Db, courseId: number, values: Record<string, SettingValue>): void {
  const remove = prepared(db, 'DELETE FROM course_settings WHERE course_id = ? AND name = ?');
  const upsert = prepared(db,
    `INSERT INTO course_settings (course_id, name, value) VALUES (?, ?, ?)
     ON CONFLICT (course_id, name) DO UPDATE SET value = excluded.value`,
  );
  for (const [name, value] of Object.entries(values)) {
    if (isDefaultSetting(name, value)) remove.run(courseId, name);
    else upsert.run(courseId, name, JSON.stringify(value));
  }
}

/** reset_content carries the settings over to the replacement course. */
export function copyStoredSettings(db: Db, fromCourseId: number, toCourseId: number): void {
  prepared(db,
    `INSERT INTO course_settings (course_id, name, value) SELECT ?, name, value FROM course_settings WHERE course_id = ?`,
  ).run(toCourseId, fromCourseId);
}
