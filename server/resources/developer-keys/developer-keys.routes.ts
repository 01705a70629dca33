import { Hono } from 'hono';
import { z } from 'zod';
import { canvasString } from '../../canvas/coerce';
import type { AppContext, AppEnv } from '../../canvas/context';
import { nowIso } from '../../canvas/dates';
import { fieldError, forbidden, notFound, validationFailed } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import { paginate } from '../../canvas/pagination';
import { isAccountAdmin } from '../../canvas/permissions';
import { json } from '../../canvas/respond';
import { parseParams } from '../../canvas/validate';
import { findAccount } from '../accounts/accounts.routes';
import { developerKeyJson } from './developer-key.serialize';
import {
  deleteDeveloperKey,
  findDeveloperKey,
  insertDeveloperKey,
  listDeveloperKeys,
  updateDeveloperKey,
  type DeveloperKeyFields,
} from './developer-keys.store';

const nullableText = z.preprocess((v) => (v === '' ? null : v), canvasString.nullable());

const keyParams = z.object({
  developer_key: z
    .object({
      name: nullableText.optional(),
      redirect_uri: nullableText.optional(),
      // Canvas's form sends one string with a URI per line; API clients often send an array.
      redirect_uris: z.union([canvasString, z.array(canvasString)]).optional(),
      scopes: z.array(canvasString).optional(),
      notes: nullableText.optional(),
    })
    .optional(),
});

const isWebUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hash === '';
  } catch {
    return false;
  }
};

/** Every redirect URI must be an absolute http(s) URL: the authorize step redirects a signed-in browser there. */
function keyFields(c: AppContext): DeveloperKeyFields {
  const params = parseParams(keyParams, c.get('params')).developer_key ?? {};
  const list = params.redirect_uris;
  const redirectUris = list === undefined ? undefined : (Array.isArray(list) ? list : list.split(/\r?\n/)).map((u) => u.trim()).filter(Boolean);
  const bad = [...(redirectUris ?? []), ...(params.redirect_uri ? [params.redirect_uri] : [])].find((u) => !isWebUrl(u));
  if (bad !== undefined) throw validationFailed(fieldError('redirect_uris', 'invalid', `${bad} is not a valid redirect URI`));
  return { name: params.name, redirectUri: params.redirect_uri, redirectUris, scopes: params.scopes, notes: params.notes };
}

/** The key at :id, for an admin of the account that owns it. */
function requireKeyAdmin(c: AppContext) {
  const { db } = c.get('deps');
  const key = findDeveloperKey(db, pathId(c, 'id'));
  if (!key) throw notFound();
  if (!isAccountAdmin(db, c.get('caller').id, key.account_id)) throw forbidden();
  return key;
}

function requireAccountAdmin(c: AppContext) {
  const { db } = c.get('deps');
  const account = findAccount(db, pathId(c, 'account_id'));
  if (!account) throw notFound();
  if (!isAccountAdmin(db, c.get('caller').id, account.id)) throw forbidden();
  return account;
}

/**
 * Developer keys (Canvas's DeveloperKeysController): the OAuth2 clients that may ask users for a token. Only the
 * account's admins (Canvas's manage_developer_keys) see or change them; the answer carries the secret, api_key.
 */
export function developerKeyRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/accounts/:account_id/developer_keys', (c) => {
      const account = requireAccountAdmin(c);
      const rows = paginate(c, listDeveloperKeys(c.get('deps').db, account.id));
      return json(c, rows.map(developerKeyJson));
    })
    .post('/accounts/:account_id/developer_keys', (c) => {
      const account = requireAccountAdmin(c);
      const { db } = c.get('deps');
      const id = insertDeveloperKey(db, account.id, c.get('caller').id, keyFields(c), nowIso());
      const key = findDeveloperKey(db, id);
      if (!key) throw notFound();
      return json(c, developerKeyJson(key));
    })
    .put('/developer_keys/:id', (c) => {
      const { id } = requireKeyAdmin(c);
      const { db } = c.get('deps');
      updateDeveloperKey(db, id, keyFields(c), nowIso());
      const key = findDeveloperKey(db, id);
      if (!key) throw notFound();
      return json(c, developerKeyJson(key));
    })
    .delete('/developer_keys/:id', (c) => {
      const key = requireKeyAdmin(c);
      const now = nowIso();
      deleteDeveloperKey(c.get('deps').db, key.id, now);
      return json(c, developerKeyJson({ ...key, workflow_state: 'deleted', updated_at: now, access_token_count: 0 }));
    });
}
