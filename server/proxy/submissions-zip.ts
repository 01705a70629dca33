import { Hono } from 'hono';
import { SUBMISSIONS_ZIP_PATH } from '../resources/submissions/download/submissions-zip.routes';
import type { ProxyDeps } from './proxy-deps';
import { pathAndQuery } from './relay';

/**
 * "Download all submissions" in front of a real Canvas: Canvas zips them in a background job behind its own web
 * session (SubmissionsController#index with `zip`), which an API token does not open. So the browser goes to
 * Canvas's page itself, signed in there, and Canvas's own zip flow runs (docs/decisions/0059).
 */
export function submissionsZipRedirect(deps: ProxyDeps): Hono {
  return new Hono().get(SUBMISSIONS_ZIP_PATH, (c, next) =>
    c.req.query('zip') === undefined ? next() : Promise.resolve(c.redirect(`${deps.canvasUrl}${pathAndQuery(c)}`, 302)),
  );
}
