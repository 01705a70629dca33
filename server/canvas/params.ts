import { badRequest } from './errors';

/** One node of a Rails-style parameter tree: `course[name]=X&include[]=a` → `{course:{name:'X'},include:['a']}`. */
export type ParamValue = string | number | boolean | null | File | ParamValue[] | ParamTree;
export type ParamTree = { [key: string]: ParamValue };

const MAX_DEPTH = 12;
/** Ruby's JSON.parse refuses deeper documents (max_nesting 100), so Rails answers them 400 too. */
const MAX_JSON_DEPTH = 100;
/** Query and body together; enough for any form Lectern or Canvas clients send, few enough to parse quickly. */
export const MAX_PARAMS = 10_000;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export const isTree = (value: unknown): value is ParamTree =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof File);

/** Splits `a[b][][c]` into `['a', 'b', '', 'c']`; a malformed key is taken whole, as Rack does. */
function keySegments(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match?.[1]) return [key];
  const rest = match[2] ?? '';
  return [match[1], ...Array.from(rest.matchAll(/\[([^[\]]*)\]/g), (m) => m[1] ?? '')];
}

const jsonTooDeep = () => badRequest('invalid parameter: the JSON body is nested too deeply');

const typeConflict = (key: string) => badRequest(`invalid parameter: ${key} (expected a different type)`);

function hasPath(tree: ParamTree, segments: string[]): boolean {
  let node: ParamValue | undefined = tree;
  for (const segment of segments) {
    if (!isTree(node) || !(segment in node)) return false;
    node = node[segment];
  }
  return true;
}

/** Places a value at `segments` following Rack's rules; a repeated key inside `a[][b]` starts a new element. */
function place(node: ParamTree, segments: string[], value: ParamValue, key: string): void {
  const [name = '', ...rest] = segments;
  if (rest.length === 0) {
    node[name] = value;
    return;
  }
  if (rest[0] !== '') {
    const child = (node[name] ??= {});
    if (!isTree(child)) throw typeConflict(key);
    place(child, rest, value, key);
    return;
  }
  const list = (node[name] ??= []);
  if (!Array.isArray(list)) throw typeConflict(key);
  const after = rest.slice(1);
  if (after.length === 0) {
    list.push(value);
    return;
  }
  const last = list[list.length - 1];
  if (isTree(last) && !hasPath(last, after)) {
    place(last, after, value, key);
    return;
  }
  const element: ParamTree = {};
  place(element, after, value, key);
  list.push(element);
}

function assign(tree: ParamTree, key: string, value: ParamValue): void {
  const segments = keySegments(key);
  if (segments.length > MAX_DEPTH) throw badRequest(`invalid parameter: ${key} (nested too deeply)`);
  if (segments.some((s) => FORBIDDEN_KEYS.has(s))) return;
  place(tree, segments, value, key);
}

/** Counts parameters across one request's query and body; throws a 400 once there are more than `max`. */
export type ParamBudget = () => void;

export function paramBudget(max = MAX_PARAMS): ParamBudget {
  let left = max;
  return () => {
    left -= 1;
    if (left < 0) throw badRequest(`Too many parameters (at most ${max}).`);
  };
}

export function parseEntries(
  entries: Iterable<[string, string | File]>,
  into: ParamTree = {},
  spend: ParamBudget = paramBudget(),
): ParamTree {
  for (const [key, value] of entries) {
    spend();
    assign(into, key, value);
  }
  return into;
}

/** JSON bodies map onto the same tree; nested objects merge with what the query string already set. */
export function mergeJson(into: ParamTree, json: unknown, spend: ParamBudget = paramBudget(), depth = 1): ParamTree {
  if (!isTree(json)) throw badRequest('The request body must be a JSON object.');
  if (depth > MAX_JSON_DEPTH) throw jsonTooDeep();
  for (const [key, value] of Object.entries(json)) {
    spend();
    if (FORBIDDEN_KEYS.has(key)) continue;
    const existing = into[key];
    into[key] = isTree(existing) && isTree(value) ? mergeJson(existing, value, spend, depth + 1) : sanitizeJson(value, spend, depth + 1);
  }
  return into;
}

function sanitizeJson(value: unknown, spend: ParamBudget, depth: number): ParamValue {
  if (depth > MAX_JSON_DEPTH) throw jsonTooDeep();
  if (Array.isArray(value)) {
    return value.map((element) => {
      spend();
      return sanitizeJson(element, spend, depth + 1);
    });
  }
  if (isTree(value)) return mergeJson({}, value, spend, depth);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null) {
    return value;
  }
  return null;
}
