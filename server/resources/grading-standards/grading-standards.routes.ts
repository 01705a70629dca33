import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../canvas/context';
import { nowIso } from '../../canvas/dates';
import { forbidden, notFound, validationFailed } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import { isAccountAdmin } from '../../canvas/permissions';
import { json } from '../../canvas/respond';
import { findAccount } from '../accounts/accounts.routes';
import { loadCourse } from '../courses/course-access';
import { parseStandard } from './grading-standard-input';
import { gradingStandardJson } from './grading-standard.serialize';
import { findStandard, insertStandard, listStandards, type StandardContext } from './grading-standards.store';

type Action = 'read' | 'create';

/** A course's standards are read by its members and made by its graders (manage_grades), as in Canvas. */
function courseContext(c: AppContext, action: Action): StandardContext {
  const { course } = loadCourse(c, { rights: action === 'read' ? ['read'] : ['manage_grades'] });
  return { type: 'Course', id: course.id };
}

/** An account's standards are its admins' to read and make (Account :read and :manage_grades). */
function accountContext(c: AppContext): StandardContext {
  const { db } = c.get('deps');
  const account = findAccount(db, pathId(c, 'account_id'));
  if (!account) throw notFound();
  if (!isAccountAdmin(db, c.get('caller').id, account.id)) throw forbidden();
  return { type: 'Account', id: account.id };
}

function create(c: AppContext, context: StandardContext): Response {
  const { db } = c.get('deps');
  const parsed = parseStandard(c.get('params'));
  if (!parsed.ok) throw validationFailed(parsed.errors);
  const id = db.transaction(() => insertStandard(db, { ...parsed.value, context, userId: c.get('caller').id, now: nowIso() })).immediate();
  const row = findStandard(db, context, id);
  if (!row) throw notFound();
  return json(c, gradingStandardJson(row));
}

function show(c: AppContext, context: StandardContext): Response {
  const row = findStandard(c.get('deps').db, context, pathId(c, 'grading_standard_id'));
  if (!row) throw notFound();
  return json(c, gradingStandardJson(row));
}

/**
 * GradingStandardsApiController (docs/canvas-contract.md §2.21): list, show and create, for a course or an account.
 * Canvas's list renders the context's own standards in full, without pages.
 */
export function gradingStandardRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/courses/:course_id/grading_standards', (c) =>
      json(c, listStandards(c.get('deps').db, courseContext(c, 'read')).map(gradingStandardJson)))
    .post('/courses/:course_id/grading_standards', (c) => create(c, courseContext(c, 'create')))
    .get('/courses/:course_id/grading_standards/:grading_standard_id', (c) => show(c, courseContext(c, 'read')))
    .get('/accounts/:account_id/grading_standards', (c) =>
      json(c, listStandards(c.get('deps').db, accountContext(c)).map(gradingStandardJson)))
    .post('/accounts/:account_id/grading_standards', (c) => create(c, accountContext(c)))
    .get('/accounts/:account_id/grading_standards/:grading_standard_id', (c) => show(c, accountContext(c)));
}
