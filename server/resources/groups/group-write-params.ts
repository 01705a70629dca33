import { z } from 'zod';
import { canvasBoolean, canvasInteger, canvasString } from '../../canvas/coerce';
import { fieldError, validationFailed } from '../../canvas/errors';
import { parseParams } from '../../canvas/validate';
import type { ParamValue } from '../../canvas/params';

/** Canvas's maximum_string_length for set and group names. */
const MAX_NAME = 255;
/** GroupCategory's protected names in a course (the student_organized and imported sets). */
const RESERVED_SET_NAMES = ['Student Groups', 'Imported Groups'];

const modelError = (field: string, message: string) => validationFailed(fieldError(field, message, message));

const categoryParams = z.object({
  name: canvasString.nullable().optional(),
  self_signup: canvasString.nullable().optional(),
  enable_self_signup: canvasBoolean.optional(),
  restrict_self_signup: canvasBoolean.optional(),
  group_limit: canvasInteger.nullable().optional(),
  auto_leader: canvasString.nullable().optional(),
});

/** GroupCategories::Params#self_signup: the value sent, else enable_self_signup / restrict_self_signup. */
function selfSignup(params: z.output<typeof categoryParams>): string | null {
  if (params.self_signup) return params.self_signup;
  if (!params.enable_self_signup) return null;
  return params.restrict_self_signup ? 'restricted' : 'enabled';
}

export type CategoryFields = { name: string; selfSignup: string | null; groupLimit: number | null; autoLeader: string | null };

/**
 * The fields of POST /courses/:course_id/group_categories, checked as GroupCategory's validations do
 * ("Name is required", "… is a reserved name.", "… is already in use.", "Must be greater than 1"). `taken` asks
 * whether another set of the course has the name.
 */
export function readCategoryFields(value: ParamValue | undefined, taken: (name: string) => boolean): CategoryFields {
  const params = parseParams(categoryParams, value);
  const name = params.name ?? '';
  if (name.trim() === '') throw modelError('name', 'Name is required');
  if (RESERVED_SET_NAMES.includes(name)) throw modelError('name', `${name} is a reserved name.`);
  if (taken(name)) throw modelError('name', `${name} is already in use.`);
  if (name.length > MAX_NAME) throw modelError('name', 'Enter a shorter category name');
  const signup = selfSignup(params);
  if (signup !== null && signup !== 'enabled' && signup !== 'restricted') {
    throw modelError('self_signup', "Self-signup needs to be one of the following values: null, 'enabled', 'restricted'");
  }
  const groupLimit = params.group_limit ?? null;
  if (groupLimit !== null && groupLimit <= 1) throw modelError('group_limit', 'Must be greater than 1');
  const autoLeader = params.auto_leader || null;
  if (autoLeader !== null && autoLeader !== 'first' && autoLeader !== 'random') {
    throw modelError('auto_leader', "AutoLeader type needs to be one of the following values: null, 'first', 'random'");
  }
  return { name, selfSignup: signup, groupLimit, autoLeader };
}

const groupParams = z.object({
  name: canvasString.nullable().optional(),
  description: canvasString.nullable().optional(),
  join_level: canvasString.nullable().optional(),
  storage_quota_mb: canvasInteger.nullable().optional(),
});

export type GroupFields = { name: string | null; description: string | null; joinLevel: string; storageQuotaMb: number | undefined };

/**
 * The fields of POST /group_categories/:id/groups. A name left out is filled in by Group#ensure_defaults; one sent
 * blank is "Name is required". storage_quota_mb counts only for callers who manage storage quotas.
 */
export function readGroupFields(value: ParamValue | undefined, mayManageQuota: boolean): GroupFields {
  const params = parseParams(groupParams, value);
  const name = params.name ?? null;
  if (name !== null && name.trim() === '') throw modelError('name', 'Name is required');
  if (name !== null && name.length > MAX_NAME) throw modelError('name', 'Enter a shorter group name');
  return {
    name,
    description: params.description ?? null,
    joinLevel: params.join_level || 'invitation_only',
    storageQuotaMb: mayManageQuota ? (params.storage_quota_mb ?? undefined) : undefined,
  };
}
