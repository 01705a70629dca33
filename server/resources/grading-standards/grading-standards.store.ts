import type { Db } from '../../canvas/context';
import { prepared } from '../../db/statements';
import { ACCOUNT_CHAIN_SQL } from '../../canvas/permissions';
import { DEFAULT_GRADING_SCHEME, type GradingScheme } from '../submissions/grading-scheme';

export type StandardContext = { type: 'Course' | 'Account'; id: number };

export type GradingStandardRow = {
  id: number;
  context_type: 'Course' | 'Account';
  context_id: number;
  title: string | null;
  /** JSON of [name, lower bound as a fraction] pairs, highest first. */
  entries: string;
  points_based: number;
  scaling_factor: number;
  user_id: number | null;
  workflow_state: string;
  created_at: string;
  updated_at: string;
};

export type NewStandard = {
  context: StandardContext;
  title: string | null;
  scheme: GradingScheme;
  pointsBased: boolean;
  scalingFactor: number;
  userId: number;
  now: string;
};

export const schemeOf = (row: GradingStandardRow): GradingScheme => JSON.parse(row.entries) as GradingScheme;

/** A context's own standards, oldest first, as Canvas's context.grading_standards lists them. */
export function listStandards(db: Db, context: StandardContext): GradingStandardRow[] {
  return prepared<[string, number], GradingStandardRow>(db,
    `SELECT * FROM grading_standards WHERE context_type = ? AND context_id = ? AND workflow_state = 'active' ORDER BY id`,
  ).all(context.type, context.id);
}

export function findStandard(db: Db, context: StandardContext, id: number): GradingStandardRow | undefined {
  return prepared<[number, string, number], GradingStandardRow>(db,
    `SELECT * FROM grading_standards WHERE id = ? AND context_type = ? AND context_id = ? AND workflow_state = 'active'`,
  ).get(id, context.type, context.id);
}

export function insertStandard(db: Db, s: NewStandard): number {
  return Number(
    prepared(db,
      `INSERT INTO grading_standards (context_type, context_id, title, entries, points_based, scaling_factor, user_id, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(s.context.type, s.context.id, s.title, JSON.stringify(s.scheme), s.pointsBased ? 1 : 0, s.scalingFactor, s.userId, s.now, s.now)
      .lastInsertRowid,
  );
}

/**
 * GradingStandard.for(course): a standard the course may use is its own or one of an account above it; the id of
 * any other is not one it can take.
 */
export function usableStandard(db: Db, course: { id: number; account_id: number }, id: number): GradingStandardRow | undefined {
  return prepared<[number, number, number], GradingStandardRow>(db,
    `${ACCOUNT_CHAIN_SQL}
     SELECT * FROM grading_standards WHERE id = ? AND workflow_state = 'active'
       AND ((context_type = 'Course' AND context_id = ?) OR (context_type = 'Account' AND context_id IN (SELECT id FROM chain)))`,
  ).get(course.account_id, id, course.id);
}

function activeStandard(db: Db, id: number | null): GradingStandardRow | undefined {
  if (id === null) return undefined;
  return prepared<[number], GradingStandardRow>(db, `SELECT * FROM grading_standards WHERE id = ? AND workflow_state = 'active'`).get(id);
}

/**
 * Assignment#grading_standard_or_default: the assignment's own standard, else its course's, else Canvas's
 * default scheme. Letters typed in and letters given back both come from this one scheme.
 */
export function schemeForAssignment(db: Db, assignment: { course_id: number; grading_standard_id: number | null }): GradingScheme {
  const own = activeStandard(db, assignment.grading_standard_id);
  if (own) return schemeOf(own);
  const course = prepared<[number], { grading_standard_id: number | null }>(db,
    'SELECT grading_standard_id FROM courses WHERE id = ?',
  ).get(assignment.course_id);
  const courseStandard = activeStandard(db, course?.grading_standard_id ?? null);
  return courseStandard ? schemeOf(courseStandard) : DEFAULT_GRADING_SCHEME;
}
