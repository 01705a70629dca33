import { fieldError, validationFailed, type FieldError } from '../../canvas/errors';
import { isTree, type ParamTree, type ParamValue } from '../../canvas/params';

/**
 * One fault rule as PUT /lectern/testing/faults takes it (decision 0084, docs/testing-against-a-canvas.md): which
 * requests (method and path pattern), what happens to them (a delay, a failing status, a dropped connection) and how
 * often (every time, `count` times, or with a `probability`).
 */
export type FaultRule = {
  method: FaultMethod;
  path: string;
  latency_ms: number | null;
  status: FaultStatus | null;
  /** Seconds, sent as Retry-After; only on a 503. */
  retry_after: number | null;
  drop: boolean;
  count: number | null;
  probability: number;
};

const METHODS = ['*', 'GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
type FaultMethod = (typeof METHODS)[number];
export const FAULT_STATUSES = [403, 500, 502, 503, 504] as const;
export type FaultStatus = (typeof FAULT_STATUSES)[number];

const FIELDS = ['method', 'path', 'latency_ms', 'status', 'retry_after', 'drop', 'count', 'probability'];
/** Enough for any test; a longer delay would outlast the test runners' own limits. */
const MAX_LATENCY_MS = 300_000;
const MAX_RULES = 100;
const MAX_COUNT = 1_000_000;

type Problems = Record<string, FieldError[]>;
type Field = { value: ParamValue | undefined; name: string; problems: Problems };

const complain = (field: Field, type: string, message: string) => Object.assign(field.problems, fieldError(field.name, type, message));

function integer(field: Field, min: number, max: number): number | null {
  const { value } = field;
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return value;
  complain(field, 'invalid', `must be a whole number from ${min} to ${max}`);
  return null;
}

function method(field: Field): FaultMethod {
  if (field.value === undefined || field.value === null) return '*';
  const upper = typeof field.value === 'string' ? field.value.toUpperCase() : '';
  const known = METHODS.find((name) => name === upper);
  if (!known) complain(field, 'invalid', `must be one of ${METHODS.join(', ')}`);
  return known ?? '*';
}

/** `*` is one whole segment, `**` the rest of the path (zero or more segments) and only at the end. */
function pathPattern(field: Field): string {
  const { value } = field;
  if (typeof value !== 'string' || !value.startsWith('/')) {
    complain(field, value === undefined ? 'required' : 'invalid', 'must be a path pattern starting with /');
    return '';
  }
  const segments = value.split('/');
  const misplaced = segments.some((segment, i) =>
    /[?#]/.test(segment) || (segment.includes('*') && segment !== '*' && !(segment === '**' && i === segments.length - 1)));
  if (misplaced) complain(field, 'invalid', 'takes no query; * stands for one whole segment, ** only for the rest of the path');
  return value;
}

function status(field: Field): FaultStatus | null {
  if (field.value === undefined || field.value === null) return null;
  const known = FAULT_STATUSES.find((code) => code === field.value);
  if (!known) complain(field, 'invalid', `must be one of ${FAULT_STATUSES.join(', ')}`);
  return known ?? null;
}

function probability(field: Field): number {
  const { value } = field;
  if (value === undefined || value === null) return 1;
  if (typeof value === 'number' && value >= 0 && value <= 1) return value;
  complain(field, 'invalid', 'must be a number from 0 to 1');
  return 1;
}

function drop(field: Field): boolean {
  if (field.value === undefined || field.value === null) return false;
  if (typeof field.value === 'boolean') return field.value;
  complain(field, 'invalid', 'must be true or false');
  return false;
}

function parseRule(tree: ParamTree, name: string, problems: Problems): FaultRule {
  const field = (key: string): Field => ({ value: tree[key], name: `${name}.${key}`, problems });
  for (const key of Object.keys(tree)) {
    if (!FIELDS.includes(key)) complain(field(key), 'unknown', `is not a rule field (${FIELDS.join(', ')})`);
  }
  const rule: FaultRule = {
    method: method(field('method')),
    path: pathPattern(field('path')),
    latency_ms: integer(field('latency_ms'), 1, MAX_LATENCY_MS),
    status: status(field('status')),
    retry_after: integer(field('retry_after'), 0, 86_400),
    drop: drop(field('drop')),
    count: integer(field('count'), 1, MAX_COUNT),
    probability: probability(field('probability')),
  };
  const given = (key: string) => tree[key] !== undefined && tree[key] !== null;
  if (!given('latency_ms') && !given('status') && (!given('drop') || tree.drop === false)) {
    complain({ value: tree, name, problems }, 'required', 'needs an effect: latency_ms, status or drop');
  }
  if (given('status') && rule.drop) complain(field('drop'), 'invalid', 'cannot be combined with status');
  if (given('retry_after') && rule.status !== 503) complain(field('retry_after'), 'invalid', 'goes only with status 503');
  return rule;
}

/** The body's `rules`, all valid, or a 400 naming every bad field (`rules[0].status`) so nothing is applied. */
export function parseFaultRules(value: ParamValue | undefined): FaultRule[] {
  const problems: Problems = {};
  if (!Array.isArray(value) || value.length > MAX_RULES) {
    const type = value === undefined ? 'required' : 'invalid';
    throw validationFailed(fieldError('rules', type, `must be a list of at most ${MAX_RULES} rules`));
  }
  const rules = value.map((element, i) => {
    const name = `rules[${i}]`;
    if (isTree(element)) return parseRule(element, name, problems);
    complain({ value: element, name, problems }, 'invalid', 'must be an object');
    return undefined;
  });
  if (Object.keys(problems).length > 0) throw validationFailed(problems);
  return rules.filter((rule) => rule !== undefined);
}

/** Whether `path` (without its query) fits the rule's pattern. */
export function pathMatches(pattern: string, path: string): boolean {
  const wanted = pattern.split('/');
  const actual = path.split('/');
  for (const [i, segment] of wanted.entries()) {
    if (segment === '**') return true;
    const part = actual[i];
    if (part === undefined || (segment === '*' ? part === '' : segment !== part)) return false;
  }
  return wanted.length === actual.length;
}

export const methodMatches = (rule: FaultRule, method: string) => rule.method === '*' || rule.method === method;
