import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { SESSION_COOKIE } from '../session/session-cookie';
import type { AppEnv } from './context';

/**
 * Canvas's request throttle (app/middleware/request_throttle.rb), opt-in through LECTERN_RATE_LIMIT: a leaky
 * bucket per client. Each request first reserves an up-front cost, so many requests in flight at once fill the
 * bucket; a request arriving while the bucket is at or above its high-water mark is refused, untouched. When a
 * request finishes its reservation is replaced by its real cost. Canvas measures CPU and database seconds;
 * Lectern cannot attribute those to one request, so it charges a flat unit plus the request's wall-clock seconds.
 */
export type RateLimitSettings = {
  /** The high-water mark ("full"): LECTERN_RATE_LIMIT. Canvas's default is 600. */
  bucket: number;
  /** Reserved while a request runs. Canvas: 50. */
  upFrontCost?: number;
  /** Units that leak away per second. Canvas: 10. */
  outflowPerSecond?: number;
  /** Lectern's flat charge per finished request, on top of its seconds. */
  costPerRequest?: number;
  /** Milliseconds; tests pass a clock they control. */
  now?: () => number;
};

const RATE_LIMIT_DEFAULTS = { upFrontCost: 50, outflowPerSecond: 10, costPerRequest: 1 } as const;
/** Canvas lets the bucket hold more than its high-water mark (800 over 600), so it is not always leaking back under. */
const MAXIMUM_OVER_HWM = 4 / 3;
/** Idle clients' buckets are dropped once this many are kept, so memory stays bounded. */
const PRUNE_ABOVE = 10_000;

type Bucket = { level: number; touched: number };

/** Ruby's Float#to_s, which Canvas's headers use: 600.0, 0.25. */
export const rubyFloat = (n: number) => {
  const rounded = Math.round(n * 1e6) / 1e6;
  return Number.isInteger(rounded) ? rounded.toFixed(1) : String(rounded);
};

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/** Canvas's client identifiers in its order: the access token, then the session, then the address. */
function clientIdentifier(c: Context<AppEnv>): string {
  const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization')?.trim() ?? '')?.[1] ?? c.req.query('access_token');
  if (bearer) return `token:${digest(bearer.trim())}`;
  const session = getCookie(c, SESSION_COOKIE);
  if (session) return `session:${digest(session)}`;
  const { network } = c.get('deps');
  const forwarded = network.trustProxy ? c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim() : undefined;
  return `ip:${forwarded ?? network.clientAddress(c) ?? 'unknown'}`;
}

/** Canvas's throttled answer (§1.9): plain text, not JSON, and nothing of the request was done. */
export const rateLimitExceeded = (c: Context, remaining: number): Response =>
  c.body('403 Forbidden (Rate Limit Exceeded)\n', 403, {
    'Content-Type': 'text/plain; charset=utf-8',
    'X-Rate-Limit-Remaining': rubyFloat(remaining),
  });

export function rateLimiter(settings: RateLimitSettings): MiddlewareHandler<AppEnv> {
  const hwm = settings.bucket;
  const maximum = hwm * MAXIMUM_OVER_HWM;
  const upFront = settings.upFrontCost ?? RATE_LIMIT_DEFAULTS.upFrontCost;
  const outflow = settings.outflowPerSecond ?? RATE_LIMIT_DEFAULTS.outflowPerSecond;
  const flat = settings.costPerRequest ?? RATE_LIMIT_DEFAULTS.costPerRequest;
  // A bucket drains at the pace a client really sends, so moving the testing clock neither empties one nor, moved
  // back, fills one.
  // eslint-disable-next-line no-restricted-syntax -- real time on purpose (decision 0083)
  const now = settings.now ?? Date.now;
  const buckets = new Map<string, Bucket>();

  const increment = (bucket: Bucket, amount: number) => {
    const at = now();
    const leaked = Math.max(0, bucket.level - (outflow * (at - bucket.touched)) / 1000);
    bucket.level = Math.min(maximum, Math.max(0, leaked + amount));
    bucket.touched = at;
  };

  const bucketFor = (id: string): Bucket => {
    let bucket = buckets.get(id);
    if (!bucket) {
      if (buckets.size >= PRUNE_ABOVE) prune();
      bucket = { level: 0, touched: now() };
      buckets.set(id, bucket);
    }
    return bucket;
  };

  const prune = () => {
    for (const [id, bucket] of buckets) {
      increment(bucket, 0);
      if (bucket.level === 0) buckets.delete(id);
    }
  };

  return async (c, next) => {
    const bucket = bucketFor(clientIdentifier(c));
    increment(bucket, upFront);
    if (bucket.level >= hwm) {
      increment(bucket, -upFront);
      return rateLimitExceeded(c, hwm - bucket.level);
    }
    const started = now();
    let cost = flat;
    try {
      await next();
    } finally {
      cost = flat + Math.max(0, now() - started) / 1000;
      increment(bucket, cost - upFront);
    }
    c.res.headers.set('X-Request-Cost', rubyFloat(cost));
    c.res.headers.set('X-Rate-Limit-Remaining', rubyFloat(hwm - bucket.level));
  };
}

export const UNTHROTTLED_HEADERS = { 'X-Request-Cost': '0.0', 'X-Rate-Limit-Remaining': '700.0' } as const;

/** Off (the default): Canvas's headers with constant values, as a server that never throttles. */
export const constantRateLimitHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  for (const [name, value] of Object.entries(UNTHROTTLED_HEADERS)) c.header(name, value);
  await next();
};
