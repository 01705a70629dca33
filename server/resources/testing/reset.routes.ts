import { Hono } from 'hono';
import { useRealTime } from '../../canvas/clock';
import type { AppDeps, AppEnv } from '../../canvas/context';
import { takeDatabaseTemplate } from './database-template';
import type { FaultRules } from './faults';
import { takeFileTemplate } from './file-template';

/**
 * POST /reset: the data as it was when the app was created (for lectern-canvas, right after the seed), no fault
 * rules, the real time. The templates are taken here, once, when the app is created. Everything runs
 * synchronously, so no other request of this process sees half of it; the database's part is one transaction.
 * Files follow the database: a failure there leaves the database restored, and the next reset finishes the files.
 */
export function resetRoutes(faults: FaultRules, deps: Pick<AppDeps, 'db' | 'dataDir'>): Hono<AppEnv> {
  const database = takeDatabaseTemplate(deps.db);
  const files = takeFileTemplate(deps.dataDir);
  const app = new Hono<AppEnv>();
  app.post('/reset', (c) => {
    const started = performance.now();
    database.restore();
    files.restore();
    faults.clear();
    useRealTime();
    return c.json({ reset: true, ms: Math.round((performance.now() - started) * 10) / 10 });
  });
  return app;
}
