import type { Call } from './http.js';
import type { DateInput } from './types.js';

type FaultMethod = '*' | 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
type FaultStatus = 403 | 500 | 502 | 503 | 504;

/** One fault rule, as PUT /lectern/testing/faults takes it (docs/testing-against-a-canvas.md). */
export type FaultRule = {
  /** Every method ('*') when left out. */
  method?: FaultMethod;
  /** `*` stands for one whole path segment, a final `**` for the rest of the path. */
  path: string;
  latency_ms?: number;
  /** 403 is Canvas's throttled answer (Rate Limit Exceeded). */
  status?: FaultStatus;
  /** Seconds, sent as Retry-After with a 503. */
  retry_after?: number;
  drop?: boolean;
  /** How many matching requests the rule strikes; every one when left out. */
  count?: number;
  /** The chance, from 0 to 1, that a matching request is struck. */
  probability?: number;
};

/** A rule as the server lists it: every field filled in, with what is left of its count and how often it struck. */
export type ActiveFaultRule = {
  id: number;
  method: FaultMethod;
  path: string;
  latency_ms: number | null;
  status: FaultStatus | null;
  retry_after: number | null;
  drop: boolean;
  count: number | null;
  probability: number;
  remaining: number | null;
  hits: number;
};

export type Clock = {
  /** The server's now becomes this instant (and runs on from it). */
  set: (now: DateInput) => Promise<void>;
  advance: (seconds: number) => Promise<void>;
  /** Back to the real time. */
  real: () => Promise<void>;
};

export type Faults = {
  set: (rules: FaultRule[]) => Promise<void>;
  clear: () => Promise<void>;
  list: () => Promise<ActiveFaultRule[]>;
};

const CLOCK = '/lectern/testing/clock';
const FAULTS = '/lectern/testing/faults';

export const iso = (date: DateInput) => (typeof date === 'string' ? date : date.toISOString());

export function clockControl(admin: Call): Clock {
  return {
    set: async (now) => {
      await admin('PUT', CLOCK, { now: iso(now) });
    },
    advance: async (seconds) => {
      await admin('PUT', CLOCK, { advance_seconds: seconds });
    },
    real: async () => {
      await admin('DELETE', CLOCK);
    },
  };
}

export function faultControl(admin: Call): Faults {
  return {
    set: async (rules) => {
      await admin('PUT', FAULTS, { rules });
    },
    clear: async () => {
      await admin('DELETE', FAULTS);
    },
    list: async () => (await admin<{ rules: ActiveFaultRule[] }>('GET', FAULTS)).rules,
  };
}

/** Restores the seed's data, clears the faults and returns the clock to real time. */
export async function resetServer(admin: Call): Promise<void> {
  await admin('POST', '/lectern/testing/reset');
}
