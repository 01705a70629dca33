import { z } from 'zod';
import { stringList, toCanvasBoolean } from '../../canvas/coerce';
import type { AppContext } from '../../canvas/context';
import { fieldError, searchTermTooShort, validationFailed } from '../../canvas/errors';
import type { ParamTree } from '../../canvas/params';
import { parseParams } from '../../canvas/validate';
import { placeholders } from '../../db/sql';
import type { SubmissionRow } from '../submissions/submission-row';
import { submissionProgress } from '../submissions/submission.serialize';
import { BUCKETS, inBucket, type Bucket } from './assignment-buckets';
import { submissionTypes } from './assignment-row';
import type { VisibleAssignment } from './visible-assignments';

/** The list parameters of canvas-api.md §4.1: search_term, bucket, order_by and include[]. */

const listParams = z.object({
  include: stringList().optional(),
  search_term: z.string().optional(),
  bucket: z.string().optional(),
  order_by: z.string().optional(),
  all_dates: z.unknown().optional(),
});

export type ListQuery = { includes: Set<string>; searchTerm?: string; bucket?: Bucket; orderBy: 'position' | 'name' | 'due_at' };

const invalidBucket = () => {
  const message = `bucket name must be one of the following: ${BUCKETS.join(', ')}`;
  return validationFailed(fieldError('bucket', message, message));
};

export function parseListQuery(params: ParamTree): ListQuery {
  const parsed = parseParams(listParams, params);
  const includes = new Set(parsed.include);
  // The show endpoint's all_dates=true is the same as include[]=all_dates.
  if (toCanvasBoolean(parsed.all_dates)) includes.add('all_dates');
  const searchTerm = parsed.search_term?.trim() || undefined;
  if (searchTerm !== undefined && searchTerm.length < 2) throw searchTermTooShort();
  if (parsed.bucket !== undefined && !(BUCKETS as readonly string[]).includes(parsed.bucket)) throw invalidBucket();
  const orderBy = parsed.order_by === 'name' || parsed.order_by === 'due_at' ? parsed.order_by : 'position';
  return { includes, searchTerm, bucket: parsed.bucket as Bucket | undefined, orderBy };
}

/** The viewer's live submission rows for these assignments, by assignment id. */
export function viewerSubmissions(c: AppContext, userId: number, assignmentIds: number[]): Map<number, SubmissionRow> {
  const rows = c
    .get('deps')
    .db.prepare<number[], SubmissionRow>(
      `SELECT * FROM submissions WHERE user_id = ? AND workflow_state != 'deleted' AND assignment_id IN (${placeholders(assignmentIds)})`,
    )
    .all(userId, ...assignmentIds);
  return new Map(rows.map((row) => [row.assignment_id, row]));
}

const dueOf = (item: VisibleAssignment) => item.options.dates?.due_at ?? item.assignment.due_at;
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Filters and orders the visible assignments as the query asks. Buckets and due-date order use the viewer's own
 * dates; ties keep Canvas's group-then-position order.
 */
export function applyListQuery(items: VisibleAssignment[], query: ListQuery, submissions: Map<number, SubmissionRow>, now = new Date()) {
  let result = items;
  const term = query.searchTerm?.toLowerCase();
  if (term) result = result.filter(({ assignment }) => assignment.name.toLowerCase().includes(term));
  const bucket = query.bucket;
  if (bucket) {
    result = result.filter((item) => {
      const row = submissions.get(item.assignment.id);
      const subject = { dueAt: dueOf(item), submissionTypes: submissionTypes(item.assignment), submission: row && submissionProgress(row) };
      return inBucket(bucket, subject, now);
    });
  }
  if (query.orderBy === 'name') return [...result].sort((a, b) => collator.compare(a.assignment.name, b.assignment.name));
  if (query.orderBy === 'due_at') {
    const time = (item: VisibleAssignment) => {
      const due = dueOf(item);
      return due === null ? Infinity : Date.parse(due);
    };
    return [...result].sort((a, b) => {
      const [x, y] = [time(a), time(b)];
      return x === y ? 0 : x < y ? -1 : 1;
    });
  }
  return result;
}
