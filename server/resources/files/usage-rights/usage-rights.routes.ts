import { Hono } from 'hono';
import { z } from 'zod';
import { toCanvasBoolean } from '../../../canvas/coerce';
import type { AppContext, AppEnv } from '../../../canvas/context';
import { badRequest, fieldError, forbidden, notFound, validationFailed } from '../../../canvas/errors';
import { isTree } from '../../../canvas/params';
import { json } from '../../../canvas/respond';
import { parseParams } from '../../../canvas/validate';
import { CONTENT_LICENSES, licenseName } from '../content-licenses';
import { OWNER_PATHS, ownerPathId, ownerRights, type FileOwner, type FileRights, type OwnerPath } from '../file-owner';
import { assignUsageRights, findOrCreateUsageRights, targetFileIds, type UsageRightsValues } from './usage-rights.store';

const JUSTIFICATIONS = ['own_copyright', 'used_by_permission', 'fair_use', 'public_domain', 'creative_commons'];

// Ids that are not numbers match no file, as Rails's to_i makes them 0.
const asList = (v: unknown): unknown[] => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? (v as unknown[]) : [v]);
const ids = z.preprocess(asList, z.array(z.unknown()))
  .transform((list) => list.map((id) => (typeof id === 'number' || (typeof id === 'string' && /^\s*\d{1,15}\s*$/.test(id)) ? Number(id) : 0)).filter((id) => id > 0));
const targetParams = z.object({ file_ids: ids, folder_ids: ids });
const NO_TARGETS = "Must supply 'file_ids' and/or 'folder_ids' parameter";

/** The owner in the path with the caller's rights: unknown → 404, without the needed right → 403. */
function ownerWith(c: AppContext, path: OwnerPath, right: keyof FileRights): FileOwner {
  const id = ownerPathId(c, path);
  const rights = ownerRights(c, path.type, id);
  if (!rights) throw notFound();
  if (!rights[right]) throw forbidden();
  return { type: path.type, id, rights };
}

/** The files the request names, or 400 when it names neither files nor folders (the raw params, as Canvas's present?). */
function targets(c: AppContext, owner: FileOwner): number[] {
  const raw = c.get('params');
  const given = (key: string) => raw[key] !== undefined && raw[key] !== '' && !(Array.isArray(raw[key]) && raw[key].length === 0);
  if (!given('file_ids') && !given('folder_ids')) throw badRequest(NO_TARGETS);
  const params = parseParams(targetParams, raw);
  return targetFileIds(c.get('deps').db, owner, params.folder_ids, params.file_ids);
}

/** UsageRights: use_justification required and known; a blank license is inferred (UsageRights#infer_license). */
function usageRightsValues(c: AppContext): UsageRightsValues {
  const given = c.get('params').usage_rights;
  if (!isTree(given)) throw badRequest("No 'usage_rights' object supplied");
  const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);
  const justification = text(given.use_justification) ?? '';
  if (!JUSTIFICATIONS.includes(justification)) {
    const blank = justification === '';
    throw validationFailed(fieldError('use_justification', blank ? 'blank' : 'inclusion', blank ? "can't be blank" : 'is not included in the list'));
  }
  const license = text(given.license)?.trim() || (justification === 'public_domain' ? 'public_domain' : justification === 'creative_commons' ? 'cc_by_nc_nd' : 'private');
  if (!CONTENT_LICENSES.some((known) => known.id === license)) throw validationFailed(fieldError('license', 'inclusion', 'is not included in the list'));
  return { use_justification: justification, license, legal_copyright: text(given.legal_copyright) ?? null };
}

const updated = (count: number) => (count === 1 ? '1 file updated' : `${count} files updated`);

/** Usage rights (docs/canvas-contract.md §3.17), after canvas-lms UsageRightsController, for courses, groups and users. */
export function usageRightsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const path of OWNER_PATHS) {
    const route = `/${path.prefix}/:${path.param}/usage_rights`;
    app.put(route, (c) => {
      const owner = ownerWith(c, path, 'edit');
      const fileIds = targets(c, owner);
      const values = usageRightsValues(c);
      // Only with usage rights given does publish unlock the files (assign_usage_rights).
      const publish = toCanvasBoolean(c.get('params').publish) === true;
      const { db } = c.get('deps');
      const count = db.transaction(() => assignUsageRights(db, fileIds, findOrCreateUsageRights(db, owner, values), publish)).immediate();
      return json(c, { ...values, license_name: licenseName(values.license), message: updated(count), file_ids: fileIds });
    });
    app.delete(route, (c) => {
      const owner = ownerWith(c, path, 'remove');
      const fileIds = targets(c, owner);
      const { db } = c.get('deps');
      const count = db.transaction(() => assignUsageRights(db, fileIds, null, false)).immediate();
      return json(c, { message: updated(count), file_ids: fileIds });
    });
  }
  return app;
}
