import type { Call } from './http.js';
import type { DateInput } from './types.js';

/** One fault rule, as PUT /lectern/testing/faults takes it (docs/testing-against-a-canvas.md). */
export type FaultRule = {
  /** An HTTP method, or '*' (every method) when left out. */
  method?: string;
  /** The path pattern the rule matches. */
  path: string;
  latency_ms?: number;
  status?: number;
  drop?: boolean;
  /** How many matching requests the rule hits before it retires; every one when left out. */
  count?: number;
  /** The chance, from 0 to 1, that a matching request is hit. */
  probability?: number;
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
  list: () => Promise<FaultRule[]>;
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
    list: async () => (await admin<{ rules: FaultRule[] }>('GET', FAULTS)).rules,
  };
}

/** Restores the seed's data, clears the faults and returns the clock to real time. */
export async function resetServer(admin: Call): Promise<void> {
  await admin('POST', '/lectern/testing/reset');
}
