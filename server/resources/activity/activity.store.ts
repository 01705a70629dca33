import type { Db } from '../../canvas/context';
import type { PageSource } from '../../canvas/pagination';
import { prepared } from '../../db/statements';

/** A stream item as one recipient sees it (stream_items joined with the caller's instance). */
export type StreamItemRow = {
  id: number;
  course_id: number;
  asset_type: string;
  title: string | null;
  message: string | null;
  /** JSON object text: the type-specific keys (e.g. discussion_topic_id, submission_id, url). */
  data: string;
  notification_category: string | null;
  created_at: string;
  updated_at: string;
  read_state: number;
};

/** The caller's visible (not hidden) stream items in one course, newest first. */
export function streamSource(db: Db, userId: number, courseId: number): PageSource<StreamItemRow> {
  return {
    fetch: (limit, offset) =>
      prepared<[number, number, number, number], StreamItemRow>(db,
          `SELECT s.*, i.read_state FROM stream_item_instances i JOIN stream_items s ON s.id = i.stream_item_id
            WHERE i.user_id = ? AND i.hidden = 0 AND s.course_id = ?
            ORDER BY s.created_at DESC, s.id DESC LIMIT ? OFFSET ?`,
        )
        .all(userId, courseId, limit, offset),
  };
}

export type StreamSummaryRow = { type: string; notification_category: string | null; count: number; unread_count: number };

/** One row per (type, notification category) with totals and unread counts, sorted by type. */
export function streamSummary(db: Db, userId: number, courseId: number): StreamSummaryRow[] {
  return prepared<[number, number], StreamSummaryRow>(db,
      `SELECT s.asset_type AS type, s.notification_category, COUNT(*) AS count,
              SUM(CASE WHEN i.read_state = 0 THEN 1 ELSE 0 END) AS unread_count
         FROM stream_item_instances i JOIN stream_items s ON s.id = i.stream_item_id
        WHERE i.user_id = ? AND i.hidden = 0 AND s.course_id = ?
        GROUP BY s.asset_type, s.notification_category
        ORDER BY s.asset_type, s.notification_category`,
    )
    .all(userId, courseId);
}
