import { Hono } from 'hono';
import type { AppEnv } from '../../canvas/context';
import { forbidden } from '../../canvas/errors';
import { json } from '../../canvas/respond';
import { requestOrigin } from '../../canvas/urls';
import { mayDownload } from './file-access';
import { loadFile } from './file-write';
import { publicUrl } from './public-url';

/**
 * GET /api/v1/files/:id/public_url (docs/canvas-contract.md §3.16): :download on the file, then an absolute URL that opens
 * the bytes without a token for PUBLIC_URL_SECONDS, served by the download route with its safe headers.
 */
export function publicUrlRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/files/:id/public_url', (c) => {
    const file = loadFile(c);
    if (!mayDownload(c, file)) throw forbidden();
    return json(c, { public_url: publicUrl(c.get('deps').db, requestOrigin(c), file) });
  });
}
