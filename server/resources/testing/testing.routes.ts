import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { authenticate } from '../../canvas/auth';
import type { AppDeps, AppEnv } from '../../canvas/context';
import { forbidden } from '../../canvas/errors';
import { isAccountAdmin } from '../../canvas/permissions';
import { apiParams } from '../../canvas/request-params';
import { prepared } from '../../db/statements';
import { clockRoutes } from './clock.routes';
import { faultRoutes, type FaultRules } from './faults';
import { resetRoutes } from './reset.routes';

/** Only an administrator of the root account may reset the data, move the clock or inject faults. */
const rootAdminOnly = createMiddleware<AppEnv>(async (c, next) => {
  const db = c.get('deps').db;
  const root = prepared<[], { id: number }>(db, 'SELECT id FROM accounts WHERE parent_account_id IS NULL ORDER BY id LIMIT 1').get();
  if (!root || !isAccountAdmin(db, c.get('caller').id, root.id)) throw forbidden();
  await next();
});

/**
 * `/lectern/testing/*`: the controls another team's tests use (docs/testing-against-a-canvas.md). Mounted only in
 * testing mode (LECTERN_TESTING=on, the default of `lectern-canvas`); elsewhere these paths do not exist.
 */
export function testingRoutes(faults: FaultRules, deps: Pick<AppDeps, 'db' | 'dataDir'>): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate, apiParams, rootAdminOnly);
  app.route('/', resetRoutes(faults, deps));
  app.route('/', clockRoutes());
  app.route('/', faultRoutes(faults));
  return app;
}
