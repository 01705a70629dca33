import type { Db } from '../canvas/context';
import { createTestApp, type TestApp } from './test-app';
import { seedDemo } from '../db/seed/seed';
import { forgetStatements } from '../db/statements';

/** The demo school with a token for its teacher, and every SQL text the app compiles from now on. */
export function queryPlanWorld(): { app: TestApp; teacherToken: string; courseId: number; ran: Set<string> } {
  const app = createTestApp();
  seedDemo(app.db, { dataDir: app.dataDir, now: new Date('2026-03-04T17:25:42Z') });
  const teacher = app.db
    .prepare<[], { id: number }>(`SELECT id FROM users WHERE name = 'Rafael Mendoza'`)
    .get();
  const course = app.db.prepare<[], { id: number }>(`SELECT id FROM courses WHERE name LIKE 'Biology 101%'`).get();
  if (!teacher || !course) throw new Error('the demo seed lacks its teacher or Biology 101');
  app.data.token(teacher.id, 'plan-teacher');
  // The seed runs the app's own stores (the submission-row lifecycle among them): forget what it compiled, so each
  // request below compiles, and so shows, every text it reads.
  forgetStatements(app.db);
  return { app, teacherToken: 'plan-teacher', courseId: course.id, ran: recordCompiledSql(app.db) };
}

/** Every SQL text compiled on `db` after this call (each text compiles once: see statements.ts). */
function recordCompiledSql(db: Db): Set<string> {
  const ran = new Set<string>();
  const compile = db.prepare.bind(db);
  db.prepare = (sql: string) => {
    ran.add(sql);
    return compile(sql);
  };
  return ran;
}

type PlanStep = { detail: string };

/** SQLite's plan for `sql`, parameters left unbound (NULL), which does not change the plan's shape. */
export function planOf(db: Db, sql: string): string[] {
  const named = [...sql.matchAll(/[@:$]([A-Za-z_]\w*)/g)].map((m) => m[1]);
  const positional: null[] = (sql.match(/\?/g) ?? []).map(() => null);
  const statement = db.prepare<unknown[], PlanStep>(`EXPLAIN QUERY PLAN ${sql}`);
  // A keyset page binds its bookmark's values by position beside the list's named parameters.
  const args: unknown[] = named.length ? [...positional, Object.fromEntries(named.map((name) => [name, null]))] : positional;
  return statement.all(...args).map((step) => step.detail);
}
