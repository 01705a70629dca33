import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../canvas/context';
import { json } from '../../canvas/respond';
import { faultAnswer, hangUp, pause } from './fault-answers';
import { methodMatches, parseFaultRules, pathMatches, type FaultRule } from './fault-rule';

/** A rule as stored and listed: its place in the set, what is left of its count, and how often it has struck. */
export type StoredRule = FaultRule & { id: number; remaining: number | null; hits: number };

/** The fault rules of one app, replaced as a whole by PUT /lectern/testing/faults and cleared by a reset. */
export type FaultRules = {
  replace: (rules: FaultRule[]) => void;
  list: () => StoredRule[];
  clear: () => void;
  /** The rule that strikes this request, counted as a hit, if any does. */
  strike: (method: string, path: string) => FaultRule | undefined;
};

export function createFaultRules(): FaultRules {
  let rules: StoredRule[] = [];
  const replace = (next: FaultRule[]) => {
    rules = next.map((rule, i) => ({ id: i + 1, ...rule, remaining: rule.count, hits: 0 }));
  };
  return {
    replace,
    list: () => rules.map((rule) => ({ ...rule })),
    clear: () => replace([]),
    strike: (method, path) => {
      // The first live rule that matches and wins its roll; a rule that loses its roll lets later rules try.
      const rule = rules.find((candidate) => candidate.remaining !== 0 && methodMatches(candidate, method)
        && pathMatches(candidate.path, path) && Math.random() < candidate.probability);
      if (!rule) return undefined;
      rule.hits += 1;
      if (rule.remaining !== null) rule.remaining -= 1;
      return rule;
    },
  };
}

/**
 * Runs before every route but /lectern/testing/* and /healthz: a struck request waits out its latency, then fails as
 * its rule says or, with only a latency, goes on to its real answer. A caller that hangs up during the delay ends the
 * request there: the route never runs.
 */
export function injectFaults(rules: FaultRules) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const rule = rules.strike(c.req.method, c.req.path);
    if (!rule) return next();
    if (rule.latency_ms !== null && !(await pause(rule.latency_ms, c.req.raw.signal))) return hangUp(c);
    if (rule.drop) return hangUp(c);
    if (rule.status !== null) return faultAnswer(c, rule.status, rule.retry_after);
    await next();
  });
}

/** PUT (replace the whole set), GET (list with hits) and DELETE (clear) /faults; each answers `{"rules": [...]}`. */
export function faultRoutes(rules: FaultRules): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.put('/faults', (c) => {
    rules.replace(parseFaultRules(c.get('params').rules));
    return json(c, { rules: rules.list() });
  });
  app.get('/faults', (c) => json(c, { rules: rules.list() }));
  app.delete('/faults', (c) => {
    rules.clear();
    return json(c, { rules: rules.list() });
  });
  return app;
}
