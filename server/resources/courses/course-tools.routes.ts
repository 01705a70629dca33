import { Hono } from 'hono';
import { z } from 'zod';
import { canvasString, stringList } from '../../canvas/coerce';
import type { AppEnv } from '../../canvas/context';
import { COURSE_RIGHTS, type CourseRight } from '../../canvas/permissions';
import { json } from '../../canvas/respond';
import { sanitizeHtml } from '../../canvas/sanitize-html';
import { requestOrigin } from '../../canvas/urls';
import { parseParams } from '../../canvas/validate';
import { loadCourse } from './course-access';

const permissionParams = z.object({ permissions: stringList().optional() });
const previewParams = z.object({ html: canvasString.nullable().optional() });

const isKnownRight = (name: string): name is CourseRight => (COURSE_RIGHTS as readonly string[]).includes(name);

/** GET /courses/:course_id/permissions (§2.20) and POST /courses/:course_id/preview_html (§2.15). */
export function courseToolRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/courses/:course_id/permissions', (c) => {
      const { access } = loadCourse(c);
      const { permissions } = parseParams(permissionParams, c.get('params'));
      // With no names Canvas reports every right it knows; unknown names are simply false.
      const names = permissions?.length ? permissions : [...COURSE_RIGHTS];
      return json(c, Object.fromEntries(names.map((name) => [name, isKnownRight(name) && access.rights.has(name)])));
    })
    .post('/courses/:course_id/preview_html', (c) => {
      loadCourse(c);
      const { html } = parseParams(previewParams, c.get('params'));
      return json(c, { html: sanitizeHtml(html ?? '', { origin: requestOrigin(c) }) });
    });
}
