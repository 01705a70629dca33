import { serve } from '@hono/node-server';
import Database from 'better-sqlite3';
import { Hono } from 'hono';
import { hashToken } from '../server/canvas/auth';

/**
 * The floor the API is measured against: bare Hono + better-sqlite3 over the same database, each route one
 * statement prepared at start-up plus the token look-up, running the same shape of query as Lectern's route.
 * No permissions, no serializers, no Link headers: what the API would cost with nothing but SQLite and JSON.
 * Run by bench/api-throughput.ts as `tsx bench/bare-baseline.ts <db file> <port>`.
 */
const [file, port] = process.argv.slice(2);
if (!file || !port) throw new Error('usage: bare-baseline.ts <db file> <port>');
const db = new Database(file, { readonly: true });
db.pragma('busy_timeout = 5000');

const caller = db.prepare<[string], { user_id: number }>(
  `SELECT t.user_id FROM access_tokens t WHERE t.token_hash = ? AND t.workflow_state = 'active'`,
);
const courseList = db.prepare<[number, number], Record<string, unknown>>(
  `SELECT c.* FROM courses c WHERE c.id IN (SELECT e.course_id FROM enrollments e WHERE e.user_id = ?
     AND e.workflow_state IN ('active', 'invited')) AND c.workflow_state != 'deleted'
   ORDER BY c.name COLLATE NOCASE, c.id LIMIT ?`,
);
const course = db.prepare<[number], Record<string, unknown>>('SELECT * FROM courses WHERE id = ?');
const roster = db.prepare<[number, string, string, number], Record<string, unknown>>(
  `SELECT u.* FROM users u WHERE u.id IN (SELECT e.user_id FROM enrollments e WHERE e.course_id = ?
     AND e.workflow_state IN ('active', 'invited')) AND (u.name LIKE ? OR u.short_name LIKE ?)
   ORDER BY u.sortable_name COLLATE NOCASE, u.id LIMIT ?`,
);

const app = new Hono<{ Variables: { userId: number } }>()
  .use(async (c, next) => {
    const token = c.req.header('Authorization')?.replace(/^Bearer /, '') ?? '';
    const row = caller.get(hashToken(token));
    if (!row) return c.json({ errors: [{ message: 'Invalid access token.' }] }, 401);
    c.set('userId', row.user_id);
    await next();
  })
  .get('/api/v1/courses', (c) => c.json(courseList.all(c.get('userId'), Number(c.req.query('per_page') ?? 10))))
  .get('/api/v1/courses/:id', (c) => c.json(course.get(Number(c.req.param('id'))) ?? {}))
  .get('/api/v1/courses/:id/users', (c) => {
    const term = `%${c.req.query('search_term') ?? ''}%`;
    return c.json(roster.all(Number(c.req.param('id')), term, term, Number(c.req.query('per_page') ?? 10)));
  });

serve({ fetch: app.fetch, port: Number(port), hostname: '127.0.0.1' }, () => console.log('ready'));
