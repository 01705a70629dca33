import { Hono } from 'hono';
import type { AppEnv } from '../../canvas/context';
import { courseCreateRoutes } from './courses-create.routes';
import { courseDeleteRoutes } from './course-delete.routes';
import { courseResetRoutes } from './course-reset.routes';
import { courseSettingsRoutes } from './course-settings.routes';
import { courseToolRoutes } from './course-tools.routes';
import { courseUpdateRoutes } from './course-update.routes';

/** The course write endpoints (docs/canvas-contract.md §2.4–§2.9, §2.15, §2.20), mounted as one sub-app. */
export function courseWriteRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .route('/', courseCreateRoutes())
    .route('/', courseUpdateRoutes())
    .route('/', courseDeleteRoutes())
    .route('/', courseResetRoutes())
    .route('/', courseSettingsRoutes())
    .route('/', courseToolRoutes());
}
