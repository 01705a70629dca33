import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from './context';
import { notFound, unsupportedParameter } from './errors';
import { isTree, type ParamTree, type ParamValue } from './params';

/**
 * One Canvas API action's documented parameters and what this server does with each (decision 0061). The table
 * is the whitelist the server applies: a handler sees only the parameters its row lists as honored, and a refused
 * one is answered 400 by name before the handler runs, so no documented parameter is silently dropped.
 *
 * Names are written as Canvas's docs write them: `assignment[name]`, `include[]`, `grade_data[<student_id>][posted_grade]`
 * (an angle-bracketed segment matches any key). A name admits everything nested below it. `include[]=can_edit`
 * names one value of a list parameter; a list given by values admits only those values.
 */
export type EndpointParameters = {
  /** `METHOD /path` as registered under /api/v1; several when one action serves several contexts. */
  routes: string[];
  /** The canvas-lms controller action whose `@argument` list the row follows (`assignments_api_controller#create`); null for a Lectern-only route. */
  canvas: string | null;
  honored: string[];
  refused: string[];
  /**
   * Lectern's own parameters on this Canvas action (docs/lectern-extensions.md), honored unless the server runs
   * with its extensions off, when they are dropped as a real Canvas would ignore them.
   */
  extensions?: string[];
  /** A sentence per name on how it is honored differently or why it is refused; shown in docs/canvas-parameters.md. */
  notes?: Record<string, string>;
};

/** Honored on every route: the token (read by auth) and Canvas's pagination pair. */
const GLOBAL_PARAMETERS = ['access_token', 'page', 'per_page'];

type Node = { all: boolean; values: Set<string>; children: Map<string, Node>; wildcard?: Node };
type Refusal = { name: string; segments: string[]; value?: string };
/** `lecternOnly`: a Lectern-only route (no Canvas action), which a server with its extensions off does not serve. */
type CompiledEndpoint = { allowed: Node; refusals: Refusal[]; lecternOnly: boolean };

const newNode = (): Node => ({ all: false, values: new Set(), children: new Map() });

/** `a[b][][<id>]=v` → segments `['a', 'b', '', '*']` and the value `v`. */
export function parseName(name: string): { segments: string[]; value?: string } {
  const [path = '', value] = name.split('=', 2);
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(path);
  if (!match?.[1]) throw new Error(`Malformed parameter name in the parameter table: ${name}`);
  const nested = Array.from((match[2] ?? '').matchAll(/\[([^[\]]*)\]/g), (m) => m[1] ?? '');
  const segments = [match[1], ...nested].map((s) => (/^<.+>$/.test(s) ? '*' : s));
  return value === undefined ? { segments } : { segments, value };
}

function admit(root: Node, name: string): void {
  const { segments, value } = parseName(name);
  let node = root;
  for (const segment of segments) {
    if (segment === '*') node = node.wildcard ??= newNode();
    else {
      let child = node.children.get(segment);
      if (!child) node.children.set(segment, (child = newNode()));
      node = child;
    }
  }
  if (value === undefined) node.all = true;
  else node.values.add(value);
}

function compile(entry: EndpointParameters, extensions: boolean): CompiledEndpoint {
  const allowed = newNode();
  const names = [...GLOBAL_PARAMETERS, ...entry.honored, ...(extensions ? entry.extensions ?? [] : [])];
  for (const name of names) admit(allowed, name);
  const refusals = entry.refused.map((name) => ({ name, ...parseName(name) }));
  return { allowed, refusals, lecternOnly: entry.canvas === null };
}

/** What `node` lets through of `value`; undefined when nothing of it is listed. */
function keep(value: ParamValue, node: Node): ParamValue | undefined {
  if (node.all) return value;
  const element = node.children.get('');
  if (Array.isArray(value)) {
    if (!element) return undefined;
    return value.flatMap((item) => {
      const kept = keep(item, element);
      return kept === undefined ? [] : [kept];
    });
  }
  if (isTree(value)) return keepTree(value, node, element);
  if (node.values.size > 0) return node.values.has(scalarText(value) ?? '') ? value : undefined;
  // Rails reads `include=a` as Canvas's Array(params[:include]) does: one element.
  if (element) return keep(value, element);
  // A scalar sent where the row lists a hash's keys (`rubric=text`) reaches the handler, which refuses its shape with
  // a 400, instead of vanishing and letting the write go ahead as if nothing had been sent.
  return node.children.size > 0 || node.wildcard ? value : undefined;
}

/** A hash; an array parameter sent Rails-style with index keys (`overrides[0][title]`) is read through its element node. */
function keepTree(tree: ParamTree, node: Node, element: Node | undefined): ParamTree {
  const out: ParamTree = {};
  for (const [key, value] of Object.entries(tree)) {
    const child = node.children.get(key) ?? node.wildcard ?? (element && /^\d+$/.test(key) ? element : undefined);
    const kept = child ? keep(value, child) : undefined;
    if (kept !== undefined) out[key] = kept;
  }
  return out;
}

const scalarText = (value: ParamValue): string | undefined =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;

/** Whether a client asked for something: false, "false", "" and empty lists ask for nothing. */
function meaningful(value: ParamValue | undefined): boolean {
  if (value === undefined || value === null || value === false || value === '') return false;
  if (typeof value === 'string') return value.trim().toLowerCase() !== 'false';
  if (Array.isArray(value)) return value.some(meaningful);
  if (isTree(value)) return Object.values(value).some(meaningful);
  return true;
}

/** Every value sent at `segments` (wildcards and list elements expanded). */
function valuesAt(value: ParamValue | undefined, segments: string[]): ParamValue[] {
  if (value === undefined) return [];
  const [segment, ...rest] = segments;
  if (segment === undefined) return [value];
  if (segment === '') {
    const items = Array.isArray(value) ? value : isTree(value) ? Object.values(value) : [value];
    return items.flatMap((item) => valuesAt(item, rest));
  }
  if (!isTree(value)) return [];
  const next = segment === '*' ? Object.values(value) : [value[segment]];
  return next.flatMap((item) => valuesAt(item, rest));
}

function refuse(params: ParamTree, refusals: Refusal[]): void {
  for (const { name, segments, value } of refusals) {
    const sent = valuesAt(params, segments);
    const asked = value === undefined ? sent.some(meaningful) : sent.some((v) => scalarText(v) === value);
    if (asked) throw unsupportedParameter(name);
  }
}

/** The table compiled once, by `METHOD /api/v1/path`. */
export function compileTable(entries: EndpointParameters[], { extensions = true } = {}): Map<string, CompiledEndpoint> {
  const table = new Map<string, CompiledEndpoint>();
  for (const entry of entries) {
    const compiled = compile(entry, extensions);
    for (const route of entry.routes) {
      const [method = '', path = ''] = route.split(' ');
      table.set(`${method} /api/v1${path}`, compiled);
    }
  }
  return table;
}

/** The parameters the matched route's row admits, after refusing what it refuses. */
export function applyTable(endpoint: CompiledEndpoint, params: ParamTree): ParamTree {
  refuse(params, endpoint.refusals);
  return keepTree(params, endpoint.allowed, undefined);
}

/**
 * Runs after apiParams. A route without a row keeps every parameter; parameter-table.test.ts fails while any
 * route lacks one. With extensions off a Lectern-only route is a 404, as Canvas answers a path it does not know.
 */
export function parameterTable(entries: EndpointParameters[], options: { extensions?: boolean } = {}) {
  const table = compileTable(entries, options);
  const servesLecternOnly = options.extensions ?? true;
  return createMiddleware<AppEnv>(async (c, next) => {
    const route = matchedRoutes(c).find((r) => r.method !== 'ALL');
    const endpoint = route && table.get(`${route.method} ${route.path}`);
    if (endpoint?.lecternOnly && !servesLecternOnly) throw notFound();
    if (endpoint) c.set('params', applyTable(endpoint, c.get('params')));
    await next();
  });
}
