import { z } from 'zod';
import { nowDate } from '../../canvas/clock';
import { stringList, toCanvasBoolean } from '../../canvas/coerce';
import type { AppContext } from '../../canvas/context';
import { badRequest, fieldError, searchTermTooShort, validationFailed } from '../../canvas/errors';
import type { ParamTree } from '../../canvas/params';
import { parseParams } from '../../canvas/validate';
import { placeholders } from '../../db/sql';
import { prepared } from '../../db/statements';
import type { SubmissionRow } from '../submissions/submission-row';
import { submissionProgress } from '../submissions/submission.serialize';
import { asSeenBy, type SubmissionViewer } from '../submissions/submission-visibility';
import { BUCKETS, inBucket, type Bucket } from './assignment-buckets';
import { submissionTypes } from './assignment-row';
import type { VisibleAssignment } from './visible-assignments';

/** The list parameters of docs/canvas-contract.md §4.1: search_term, bucket, order_by and include[]. */

const listParams = z.object({
  include: stringList().optional(),
  assignment_ids: stringList().optional(),
  override_assignment_dates: z.unknown().optional(),
  search_term: z.string().optional(),
  bucket: z.string().optional(),
  order_by: z.string().optional(),
  all_dates: z.unknown().optional(),
  needs_grading_count_by_section: z.unknown().optional(),
  new_quizzes: z.unknown().optional(),
});

export type ListQuery = {
  includes: Set<string>;
  searchTerm?: string;
  bucket?: Bucket;
  orderBy: 'position' | 'name' | 'due_at';
  /** assignment_ids[]: only these, each of which must be listable. */
  ids?: string[];
  /** override_assignment_dates=false shows the base dates instead of the viewer's own. */
  ownDates: boolean;
  /** new_quizzes: only New Quizzes assignments, of which Lectern has none. */
  newQuizzesOnly: boolean;
};

/** Canvas's cap on assignment_ids[] (two spaces, as in its message). */
const MAX_IDS = 100;

const invalidBucket = () => {
  const message = `bucket name must be one of the following: ${BUCKETS.join(', ')}`;
  return validationFailed(fieldError('bucket', message, message));
};

export function parseListQuery(params: ParamTree): ListQuery {
  const parsed = parseParams(listParams, params);
  const includes = new Set(parsed.include);
  // The show endpoint's all_dates=true is the same as include[]=all_dates.
  if (toCanvasBoolean(parsed.all_dates)) includes.add('all_dates');
  if (toCanvasBoolean(parsed.needs_grading_count_by_section)) includes.add('needs_grading_count_by_section');
  // The show endpoint's include[]=can_submit brings the submission it is judged on.
  if (includes.has('can_submit')) includes.add('submission');
  const searchTerm = parsed.search_term?.trim() || undefined;
  if (searchTerm !== undefined && searchTerm.length < 2) throw searchTermTooShort();
  if (parsed.bucket !== undefined && !(BUCKETS as readonly string[]).includes(parsed.bucket)) throw invalidBucket();
  const orderBy = parsed.order_by === 'name' || parsed.order_by === 'due_at' ? parsed.order_by : 'position';
  if (parsed.assignment_ids && parsed.assignment_ids.length > MAX_IDS) {
    throw badRequest(`Request contains too many assignment_ids.  Limit ${MAX_IDS}`);
  }
  const ownDates = parsed.override_assignment_dates === undefined || toCanvasBoolean(parsed.override_assignment_dates) !== false;
  // Canvas tests the parameter's presence, not its value: even new_quizzes=false filters.
  const newQuizzesOnly = parsed.new_quizzes !== undefined;
  return { includes, searchTerm, bucket: parsed.bucket as Bucket | undefined, orderBy, ids: parsed.assignment_ids, ownDates, newQuizzesOnly };
}

/** The item with the viewer's own dates, or with the base dates when override_assignment_dates=false. */
export const datesAsAsked = (item: VisibleAssignment, query: ListQuery): VisibleAssignment =>
  query.ownDates ? item : { ...item, options: { ...item.options, dates: undefined } };

/** The items assignment_ids[] names, refusing ids that name nothing the viewer may list, as Canvas does. */
export function onlyRequested(items: VisibleAssignment[], ids: string[] | undefined): VisibleAssignment[] {
  if (!ids || ids.length === 0) return items;
  const byId = new Map(items.map((item) => [String(item.assignment.id), item]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) throw badRequest(`Invalid assignment_ids: ${missing.join(',')}`);
  return [...new Set(ids)].map((id) => byId.get(id)).filter((item): item is VisibleAssignment => item !== undefined);
}

/**
 * The user's live submission rows for these assignments, by assignment id, as the caller (`viewer`) may see
 * them: buckets sort by what the caller is shown, so "graded" never reveals a grade still hidden from them.
 */
export function viewerSubmissions(c: AppContext, viewer: SubmissionViewer, userId: number, items: VisibleAssignment[]): Map<number, SubmissionRow> {
  const ids = items.map(({ assignment }) => assignment.id);
  const manual = new Set(items.filter(({ assignment }) => assignment.post_manually).map(({ assignment }) => assignment.id));
  const rows = prepared<number[], SubmissionRow>(
      c.get('deps').db,
      `SELECT * FROM submissions WHERE user_id = ? AND workflow_state != 'deleted' AND assignment_id IN (${placeholders(ids)})`,
    )
    .all(userId, ...ids);
  return new Map(rows.map((row) => [row.assignment_id, asSeenBy(viewer, row, { postManually: manual.has(row.assignment_id) })]));
}

const dueOf = (item: VisibleAssignment) => item.options.dates?.due_at ?? item.assignment.due_at;
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Filters and orders the visible assignments as the query asks. Buckets and due-date order use the viewer's own
 * dates; ties keep Canvas's group-then-position order.
 */
export function applyListQuery(items: VisibleAssignment[], query: ListQuery, submissions: Map<number, SubmissionRow>, now = nowDate()) {
  let result = query.newQuizzesOnly ? [] : items;
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
